/*
 * The test harness that stands in for Discord's client around an Activity (issue 53).
 *
 * Discord runs an Activity in an iframe and talks to the Embedded App SDK inside it over
 * window.postMessage. This page does the same for a WebDriver test: it loads the Activity
 * in its iframe (#activity) with the query parameters Discord adds, answers the SDK's
 * HANDSHAKE with READY, answers AUTHORIZE with an OAuth2 code and AUTHENTICATE with the
 * user that owns the access token, and records every message, both ways, in
 * window.harnessLog. What it answers, and why, is in ACTIVITY-NOTES.md (branch sdk).
 *
 * Where to serve it. The SDK drops every message whose origin is not one it trusts:
 * the Activity's own origin (window.location.origin), Discord's hosts,
 * http://localhost:3333 and "null". So serve harness.html, harness.js and harness.css at
 * the Activity's own origin (the bot's web address, or a proxy in front of it), or at
 * http://localhost:3333. The frame's page must allow being framed by this page
 * (CSP frame-ancestors 'self' for the same origin; no X-Frame-Options: DENY).
 *
 * Its address, harness.html?..., takes:
 *   src          the Activity's URL, relative to this page or absolute (default /activity)
 *   client_id    the application's id, which the HANDSHAKE must name (default: not checked)
 *   frame_id, instance_id, platform (desktop|mobile), guild_id, channel_id, location_id
 *                the parameters added to src as Discord adds them (frame_id and
 *                instance_id default to fresh random ids, platform to desktop; the others
 *                are left out when not given, as in a DM)
 *   code         the OAuth2 code AUTHORIZE answers with. Without it AUTHORIZE waits: the
 *                test sees it in harnessLog / harnessPending and answers with
 *                window.harnessReply(nonce, data) or window.harnessFail(nonce, code, msg)
 *                (a code it got from the simulator's authorize page itself, say).
 *   authorize_error  answer AUTHORIZE with this RPC error code instead (as when the
 *                player refuses the consent dialog; the SDK rejects authorize() with
 *                {code, message})
 *   api          the Discord API base (the simulator's, e.g. http://127.0.0.1:PORT/api/v10):
 *                AUTHENTICATE then asks GET {api}/users/@me with the token, as Discord's
 *                client does, and answers 4009 (invalid token) when it is refused. The
 *                simulator must then allow this origin (CORS, with the Authorization
 *                header). Without api, AUTHENTICATE accepts any non-empty token and
 *                answers with the user named by:
 *   user_id, username, global_name   (defaults 1, player, null)
 *   locale       USER_SETTINGS_GET_LOCALE's answer (default en-US)
 *   silent       commands left unanswered, comma-separated (e.g. USER_SETTINGS_GET_LOCALE):
 *                they wait in harnessPending for the test, as AUTHORIZE does without code
 *
 * What a test reads (with WebDriver's "execute script", in the top frame):
 *   window.harnessLog      every message: {n, at, dir, op, msg}; dir is "in" (from the
 *                          Activity), "out" (to it), "refused" (a message from elsewhere,
 *                          not answered) or "note" (the frame loaded, with its URL when
 *                          it can be read); op is HANDSHAKE, FRAME, CLOSE or HELLO; msg is
 *                          the message's payload, copied as JSON.
 *   window.harnessState    "loading", "handshake", "ready", "authorized", "authenticated",
 *                          "closed"; harnessState.error is set when a message broke the
 *                          protocol.
 *   window.harnessPending  the commands not answered yet: {nonce, cmd, args}.
 *   window.harnessUser     the user AUTHENTICATE answered with.
 *   window.harnessFrameUrl the URL the frame was given.
 * and, to act as Discord's client would:
 *   window.harnessReply(nonce, data), window.harnessFail(nonce, code, message),
 *   window.harnessDispatch(evt, data)  (an event the Activity subscribed to),
 *   window.harnessClose(code, message) (Discord closing the Activity).
 */
(function () {
  'use strict';

  var OP = { HANDSHAKE: 0, FRAME: 1, CLOSE: 2, HELLO: 3 };
  var OP_NAME = ['HANDSHAKE', 'FRAME', 'CLOSE', 'HELLO'];
  // RPC error codes (the SDK's RPCErrorCodes).
  var INVALID_PAYLOAD = 4000;
  var INVALID_COMMAND = 4002;
  var INVALID_CLIENTID = 4007;
  var INVALID_TOKEN = 4009;

  var params = new URLSearchParams(window.location.search);
  var started = Date.now();
  var log = [];
  var pending = [];
  var state = { phase: 'loading', error: null };
  var counter = 0;

  window.harnessLog = log;
  window.harnessPending = pending;
  window.harnessUser = null;
  Object.defineProperty(window, 'harnessState', {
    get: function () { return state.error ? state.phase + ': ' + state.error : state.phase; }
  });

  function param(name, fallback) {
    var value = params.get(name);
    return value === null || value === '' ? fallback : value;
  }

  function randomId() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return String(Date.now()) + String(Math.random()).slice(2);
  }

  function copy(value) {
    if (value === undefined) return null;
    try {
      return JSON.parse(JSON.stringify(value));
    } catch (e) {
      return String(value);
    }
  }

  function record(dir, op, msg) {
    counter += 1;
    log.push({ n: counter, at: Date.now() - started, dir: dir, op: op, msg: copy(msg) });
  }

  function broke(why) {
    state.error = state.error || why;
  }

  // The frame's address: src with Discord's query parameters.
  var frameUrl = new URL(param('src', '/activity'), window.location.href);
  var query = {
    frame_id: param('frame_id', randomId()),
    instance_id: param('instance_id', 'i-' + randomId()),
    platform: param('platform', 'desktop'),
    guild_id: param('guild_id', null),
    channel_id: param('channel_id', null),
    location_id: param('location_id', null)
  };
  Object.keys(query).forEach(function (key) {
    if (query[key] !== null) frameUrl.searchParams.set(key, query[key]);
  });
  var frameOrigin = frameUrl.origin;
  var clientId = param('client_id', null);
  var frame = document.getElementById('activity');
  window.harnessFrameUrl = frameUrl.href;

  function send(op, payload) {
    record('out', OP_NAME[op], payload);
    frame.contentWindow.postMessage([op, payload], frameOrigin);
  }

  function reply(cmd, nonce, data) {
    send(OP.FRAME, { cmd: cmd, evt: null, nonce: nonce, data: data });
  }

  function fail(cmd, nonce, code, message) {
    send(OP.FRAME, { cmd: cmd, evt: 'ERROR', nonce: nonce, data: { code: code, message: message } });
  }

  function settle(nonce) {
    for (var i = 0; i < pending.length; i += 1) {
      if (pending[i].nonce === nonce) return pending.splice(i, 1)[0];
    }
    return null;
  }

  window.harnessReply = function (nonce, data) {
    var command = settle(nonce);
    if (!command) throw new Error('no command waits with nonce ' + nonce);
    if (command.cmd === 'AUTHORIZE') state.phase = 'authorized';
    reply(command.cmd, nonce, data);
  };

  window.harnessFail = function (nonce, code, message) {
    var command = settle(nonce);
    if (!command) throw new Error('no command waits with nonce ' + nonce);
    fail(command.cmd, nonce, code, message || '');
  };

  window.harnessDispatch = function (evt, data) {
    send(OP.FRAME, { cmd: 'DISPATCH', evt: evt, nonce: null, data: data });
  };

  window.harnessClose = function (code, message) {
    state.phase = 'closed';
    send(OP.CLOSE, { code: code, message: message || '' });
  };

  // HANDSHAKE {v: 1, encoding: "json", client_id, frame_id, sdk_version?}: Discord checks it
  // and dispatches READY.
  function handshake(payload) {
    if (!payload || payload.v !== 1) return broke('HANDSHAKE without v: 1');
    if (payload.frame_id !== query.frame_id) return broke('HANDSHAKE names another frame_id');
    if (clientId !== null && payload.client_id !== clientId) {
      state.phase = 'closed';
      send(OP.CLOSE, { code: 4000, message: 'Invalid Client ID' });
      return broke('HANDSHAKE names another client_id: ' + payload.client_id);
    }
    state.phase = 'handshake';
    window.harnessDispatch('READY', {
      v: 1,
      config: {
        cdn_host: 'cdn.discordapp.com',
        api_endpoint: '//discord.com/api',
        environment: 'production'
      }
    });
    state.phase = 'ready';
  }

  function userFromParams() {
    return {
      id: param('user_id', '1'),
      username: param('username', 'player'),
      discriminator: '0',
      avatar: null,
      public_flags: 0,
      global_name: param('global_name', null)
    };
  }

  function authenticated(token, user) {
    window.harnessUser = user;
    state.phase = 'authenticated';
    return {
      access_token: token,
      user: {
        id: String(user.id),
        username: String(user.username),
        discriminator: String(user.discriminator || '0'),
        avatar: user.avatar || null,
        public_flags: typeof user.public_flags === 'number' ? user.public_flags : 0,
        global_name: user.global_name || null
      },
      scopes: ['identify'],
      expires: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      application: {
        id: clientId || '0',
        name: 'clash-bot',
        description: '',
        icon: null,
        rpc_origins: []
      }
    };
  }

  function authenticate(nonce, args) {
    var token = args && args.access_token;
    if (typeof token !== 'string' || token === '') {
      return fail('AUTHENTICATE', nonce, INVALID_TOKEN, 'Invalid access token');
    }
    var api = param('api', null);
    if (api === null) return reply('AUTHENTICATE', nonce, authenticated(token, userFromParams()));
    var waiting = { nonce: nonce, cmd: 'AUTHENTICATE', args: copy(args) };
    pending.push(waiting);
    fetch(api.replace(/\/$/, '') + '/users/@me', {
      headers: { Authorization: 'Bearer ' + token },
      credentials: 'omit'
    }).then(function (response) {
      if (!response.ok) throw new Error('users/@me answered ' + response.status);
      return response.json();
    }).then(function (user) {
      if (settle(nonce)) reply('AUTHENTICATE', nonce, authenticated(token, user));
    }, function (error) {
      if (settle(nonce)) fail('AUTHENTICATE', nonce, INVALID_TOKEN, String(error.message || error));
    });
  }

  function authorize(nonce, args) {
    if (!args || args.response_type !== 'code' || !Array.isArray(args.scope)) {
      return fail('AUTHORIZE', nonce, INVALID_PAYLOAD, 'AUTHORIZE needs response_type code and a scope');
    }
    if (clientId !== null && args.client_id !== clientId) {
      return fail('AUTHORIZE', nonce, INVALID_CLIENTID, 'Invalid client id');
    }
    var error = param('authorize_error', null);
    if (error !== null) return fail('AUTHORIZE', nonce, Number(error), 'Authorization refused');
    var code = param('code', null);
    if (code === null) {
      // The test answers, with harnessReply(nonce, {code}).
      pending.push({ nonce: nonce, cmd: 'AUTHORIZE', args: copy(args) });
      return;
    }
    state.phase = 'authorized';
    reply('AUTHORIZE', nonce, { code: code });
  }

  // One command from the Activity: {cmd, args, nonce} (and evt for SUBSCRIBE).
  function command(payload) {
    if (!payload || typeof payload.cmd !== 'string' || typeof payload.nonce !== 'string') {
      return broke('a FRAME without cmd or nonce');
    }
    var nonce = payload.nonce;
    var args = payload.args;
    if (param('silent', '').split(',').indexOf(payload.cmd) >= 0) {
      pending.push({ nonce: nonce, cmd: payload.cmd, args: copy(args) });
      return;
    }
    switch (payload.cmd) {
      case 'AUTHORIZE':
        return authorize(nonce, args);
      case 'AUTHENTICATE':
        return authenticate(nonce, args);
      case 'USER_SETTINGS_GET_LOCALE':
        return reply(payload.cmd, nonce, { locale: param('locale', 'en-US') });
      case 'SUBSCRIBE':
      case 'UNSUBSCRIBE':
        return reply(payload.cmd, nonce, { evt: payload.evt });
      case 'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS':
        var user = window.harnessUser || userFromParams();
        return reply(payload.cmd, nonce, {
          participants: [{
            id: String(user.id),
            username: String(user.username),
            global_name: user.global_name || null,
            discriminator: String(user.discriminator || '0'),
            avatar: user.avatar || null,
            flags: 0,
            bot: false
          }]
        });
      case 'SET_CONFIG':
        return reply(payload.cmd, nonce, { use_interactive_pip: false });
      case 'CAPTURE_LOG':
      case 'SET_ORIENTATION_LOCK_STATE':
      case 'OPEN_INVITE_DIALOG':
      case 'SEND_ANALYTICS_EVENT':
        return reply(payload.cmd, nonce, null);
      default:
        return fail(payload.cmd, nonce, INVALID_COMMAND, 'Not stood in for by the harness: ' + payload.cmd);
    }
  }

  window.addEventListener('message', function (event) {
    if (event.source !== frame.contentWindow) return;
    var message = event.data;
    if (event.origin !== frameOrigin || !Array.isArray(message)) {
      // Discord ignores a message from an origin other than the Activity's mapping.
      record('refused', null, { origin: event.origin, data: message });
      return;
    }
    var op = OP_NAME[message[0]] || String(message[0]);
    record('in', op, message[1]);
    switch (message[0]) {
      case OP.HANDSHAKE:
        return handshake(message[1]);
      case OP.FRAME:
        return command(message[1]);
      case OP.CLOSE:
        state.phase = 'closed';
        return;
      default:
        return broke('an unknown opcode ' + message[0]);
    }
  });

  frame.addEventListener('load', function () {
    var url = null;
    try {
      url = frame.contentWindow.location.href;
    } catch (e) {
      // Another origin: the test reads it by switching to the frame.
    }
    record('note', null, { loaded: url });
  });

  frame.src = frameUrl.href;
})();
