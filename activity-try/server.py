"""A stand-in for the bot's web side, for trying activity.js and the harness: serves the
harness, the two scripts, a fake /activity page, and stubbed /signin/activity and
/activity/match, with the bot's CSP (frame-ancestors 'self')."""
import http.server, json, sys, urllib.parse, os
WT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
FILES = {
    '/harness.html': (WT + '/tests/discord/activity/harness.html', 'text/html; charset=utf-8'),
    '/harness.js': (WT + '/tests/discord/activity/harness.js', 'text/javascript; charset=utf-8'),
    '/harness.css': (WT + '/tests/discord/activity/harness.css', 'text/css; charset=utf-8'),
    '/static/activity.js': (WT + '/src/web/assets/activity.js', 'text/javascript; charset=utf-8'),
    '/static/discord-sdk.js': (WT + '/src/web/assets/discord-sdk.js', 'text/javascript; charset=utf-8'),
}
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors " + os.environ.get('ANCESTORS', "'self'"))
COOKIE = os.environ.get('COOKIE', 'session=s1; HttpOnly; SameSite=Lax; Path=/')
ACTIVITY = '''<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Activity</title>
<script type="module" src="/static/activity.js"></script></head>
<body><main data-client-id="555"><p id="activity-status" role="status"
 data-outside="OUTSIDE DISCORD" data-denied="DENIED" data-failed="FAILED" data-no-match="NO MATCH"
 data-busy="BUSY" data-signing-in="SIGNING IN" data-finding="FINDING">CONNECTING</p></main></body></html>'''
SEAT = '<!DOCTYPE html><html><head><title>SEAT PAGE</title></head><body><h1>seat</h1></body></html>'

class H(http.server.BaseHTTPRequestHandler):
    def log_message(self, fmt, *a):
        sys.stderr.write('REQ %s %s origin=%s cookie=%s referer=%s\n' % (self.command, self.path,
            self.headers.get('Origin'), self.headers.get('Cookie'), self.headers.get('Referer')))
    def send(self, status, body, ctype, extra=(), csp=None):
        b = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header('Content-Type', ctype)
        self.send_header('Content-Length', str(len(b)))
        self.send_header('Content-Security-Policy', csp or CSP)
        self.send_header('Cache-Control', 'no-store')
        for k, v in extra: self.send_header(k, v)
        self.end_headers()
        self.wfile.write(b)
    def do_GET(self):
        u = urllib.parse.urlsplit(self.path)
        q = urllib.parse.parse_qs(u.query)
        if u.path in FILES:
            p, t = FILES[u.path]
            if u.path.startswith('/harness'):
                return self.send(200, open(p, 'rb').read(), t, csp="default-src 'self'; frame-src *; connect-src *")
            return self.send(200, open(p, 'rb').read(), t)
        if u.path == '/api/users/@me':
            if self.headers.get('Authorization') != 'Bearer tok-1':
                return self.send(401, '{}', 'application/json')
            return self.send(200, json.dumps({'id': '77', 'username': 'bob', 'discriminator': '0', 'avatar': None, 'public_flags': 0, 'global_name': 'Bob'}), 'application/json')
        if u.path == '/activity':
            return self.send(200, ACTIVITY, 'text/html; charset=utf-8')
        if u.path == '/activity/match':
            if 'session=s1' not in (self.headers.get('Cookie') or ''):
                return self.send(401, '{}', 'application/json')
            if q.get('channel_id') == ['none']:
                return self.send(404, '{}', 'application/json')
            lang = q.get('locale', ['en'])[0]
            return self.send(200, json.dumps({'url': '/s/10/play/20?lang=' + lang + '&inst=' + q['instance_id'][0]}), 'application/json')
        if u.path.startswith('/s/10/play/20'):
            return self.send(200, SEAT, 'text/html; charset=utf-8')
        self.send(404, 'no', 'text/plain')
    def do_POST(self):
        u = urllib.parse.urlsplit(self.path)
        n = int(self.headers.get('Content-Length') or 0)
        body = self.rfile.read(n)
        if u.path == '/signin/activity':
            host = 'http://' + self.headers.get('Host')
            if self.headers.get('Origin') != host or self.headers.get('Content-Type') != 'application/json':
                return self.send(403, '{}', 'application/json')
            code = json.loads(body).get('code')
            if code != 'good-code':
                return self.send(400, '{}', 'application/json')
            return self.send(200, json.dumps({'access_token': 'tok-1', 'csrf': 'c1'}), 'application/json',
                             [('Set-Cookie', COOKIE)])
        self.send(404, 'no', 'text/plain')
http.server.ThreadingHTTPServer(('127.0.0.1', int(sys.argv[1])), H).serve_forever()
