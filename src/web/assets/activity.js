/*
 * The Activity's own script (issue 53): what runs when Discord opens the bot's pages
 * inside its client as an Activity. An ES module, loaded by the /activity page with
 *   <script type="module" src="/static/activity.js"></script>
 * beside the vendored Embedded App SDK (/static/discord-sdk.js, imported below by a
 * relative address, so both stay under whatever prefix Discord's proxy serves them at).
 *
 * What it does, in order:
 *   1. new DiscordSDK(client id) and ready(): the SDK reads Discord's query parameters
 *      (frame_id, instance_id, platform, and guild_id, channel_id, location_id when there
 *      are), shakes hands with Discord's client in the parent frame and waits for READY.
 *   2. authorize (scope identify, no prompt when already granted): Discord's client asks the
 *      player once and answers with an OAuth2 code.
 *   3. POST /signin/activity {code}: the server exchanges the code for a token with
 *      Discord, opens the player's session (its cookie) and answers {access_token, csrf}.
 *   4. authenticate {access_token}: tells Discord's client that the Activity is signed in.
 *   5. GET /activity/match?instance_id=&guild_id=&channel_id=[&locale=]: the server names
 *      the seat page of the match played where the Activity was opened: {url}.
 *   6. location.replace(url): the seat page takes the frame (a page of this same origin
 *      only; anything else is refused as a failure).
 *
 * The page (worded server-side, in the reader's language) gives everything the script
 * needs; the script has no words of its own:
 *   <main data-client-id="APPLICATION ID"> ...
 *     <p id="activity-status" role="status"
 *        data-outside="..."   not inside Discord (no Discord parameters, or no READY)
 *        data-denied="..."    the player refused the sign-in (authorize failed)
 *        data-failed="..."    the sign-in or the look-up failed (server, network, Discord)
 *        data-no-match="..."  no match is being played here (/activity/match said 404)
 *        data-busy="..."      the server is busy (429 or 503); optional, else data-failed
 *        data-signing-in="..." and data-finding="..."  optional progress words
 *     >(the page's own "connecting" words)</p>
 *   </main>
 * Every failure ends here: the status shows its words and the element gets
 * data-state="<outside|denied|failed|no-match|busy>" (which a test can wait for);
 * while it works, data-state is "ready", "authorized", "signed-in", "authenticated",
 * "found".
 */
import { DiscordSDK } from './discord-sdk.js';

// How long Discord's client may take to answer the handshake before the page is taken
// as not being inside Discord at all.
const READY_WITHIN_MS = 10000;
// How long the player's locale may take (it is optional: the SDK drops an answer it cannot
// parse, and the command then never settles).
const LOCALE_WITHIN_MS = 3000;

const status = document.getElementById('activity-status');
const holder = document.querySelector('[data-client-id]');

// Shows the page's words for `what` (a data-* attribute of #activity-status); a
// progress word that the page does not give leaves the text as it is.
function show(what, fallback) {
  if (!status) return;
  status.dataset.state = what;
  const key = what.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const words = status.dataset[key] || (fallback && status.dataset[fallback]);
  if (words) status.textContent = words;
}

// A failure that ends the script with the words for `what`.
class Stop extends Error {
  constructor(what) {
    super(what);
    this.what = what;
  }
}

function withinTime(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Stop(what)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// The server's JSON answer, or a Stop with the words its status calls for.
async function answer(response, notFound) {
  if (response.status === 404 && notFound) throw new Stop(notFound);
  if (response.status === 429 || response.status === 503) throw new Stop('busy');
  if (!response.ok) throw new Stop('failed');
  return response.json();
}

async function run() {
  const clientId = holder && holder.dataset.clientId;
  if (!clientId) throw new Stop('failed');

  let sdk;
  try {
    // Without Discord's query parameters the constructor throws: not inside Discord.
    // The console is left alone (not copied to Discord's client as CAPTURE_LOG).
    sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  } catch (e) {
    throw new Stop('outside');
  }
  await withinTime(sdk.ready(), READY_WITHIN_MS, 'outside');
  show('ready');

  let code;
  try {
    ({ code } = await sdk.commands.authorize({
      client_id: clientId,
      response_type: 'code',
      state: '',
      prompt: 'none',
      scope: ['identify'],
    }));
  } catch (e) {
    throw new Stop('denied');
  }
  show('authorized', null);
  show('signing-in');

  const signin = await answer(
    await fetch('/signin/activity', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
      credentials: 'same-origin',
    }),
  );
  if (!signin || typeof signin.access_token !== 'string') throw new Stop('failed');
  show('signed-in', null);

  try {
    await sdk.commands.authenticate({ access_token: signin.access_token });
  } catch (e) {
    throw new Stop('failed');
  }
  show('authenticated', null);
  show('finding');

  // The player's language in Discord, for the seat page's words; without it, the server
  // words the page by the browser's.
  let locale = null;
  try {
    ({ locale } = await withinTime(sdk.commands.userSettingsGetLocale(), LOCALE_WITHIN_MS, 'late'));
  } catch (e) {
    locale = null;
  }

  const where = new URLSearchParams();
  where.set('instance_id', sdk.instanceId);
  if (sdk.guildId) where.set('guild_id', sdk.guildId);
  if (sdk.channelId) where.set('channel_id', sdk.channelId);
  if (locale) where.set('locale', locale);
  const found = await answer(
    await fetch('/activity/match?' + where.toString(), { credentials: 'same-origin' }),
    'no-match',
  );
  const url = found && typeof found.url === 'string' ? new URL(found.url, location.href) : null;
  // Only a page of this origin: through Discord's proxy, any other host is out of reach.
  if (!url || url.origin !== location.origin) throw new Stop('failed');
  show('found', null);
  location.replace(url.href);
}

run().catch((e) => {
  show(e instanceof Stop ? e.what : 'failed', 'failed');
});
