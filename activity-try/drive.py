"""Drives headless Chromium through chromedriver (plain W3C WebDriver over HTTP): opens a
URL, waits until harnessState or the frame's status settle, prints the log."""
import json, subprocess, sys, time, urllib.request, tempfile, socket

def free_port():
    s = socket.socket(); s.bind(('127.0.0.1', 0)); p = s.getsockname()[1]; s.close(); return p

PORT = free_port()
drv = subprocess.Popen(['/usr/bin/chromedriver', '--port=%d' % PORT], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
def call(method, path, body=None):
    req = urllib.request.Request('http://127.0.0.1:%d%s' % (PORT, path), method=method,
                                 data=None if body is None else json.dumps(body).encode(),
                                 headers={'Content-Type': 'application/json'})
    try:
        return json.load(urllib.request.urlopen(req))['value']
    except urllib.error.HTTPError as e:
        return json.load(e)['value']
for _ in range(100):
    try:
        call('GET', '/status'); break
    except Exception: time.sleep(0.1)
caps = {'capabilities': {'alwaysMatch': {'browserName': 'chrome', 'goog:chromeOptions': {
    'binary': '/usr/bin/chromium',
    'args': ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
             '--disable-component-update', '--disable-sync', '--no-first-run', '--user-data-dir=' + tempfile.mkdtemp()]}}}}
sid = call('POST', '/session', caps)['sessionId']
def js(script, *args):
    return call('POST', '/session/%s/execute/sync' % sid, {'script': script, 'args': list(args)})
try:
    call('POST', '/session/%s/url' % sid, {'url': sys.argv[1]})
    want = sys.argv[2] if len(sys.argv) > 2 else 'SEAT PAGE'
    seen = None
    for _ in range(int(sys.argv[3]) if len(sys.argv) > 3 else 100):
        seen = js('''var f = document.getElementById("activity"); var t = null, s = null, st = null, u = null;
          try { var d = f.contentDocument; t = d.title; u = f.contentWindow.location.href;
                var el = d.getElementById("activity-status"); if (el) { s = el.textContent; st = el.dataset.state; } } catch (e) { t = "cross-origin"; }
          return {state: String(window.harnessState), title: t, status: s, dataState: st, url: u};''')
        if isinstance(seen, dict) and (seen.get('title') == want or seen.get('status') == want): break
        time.sleep(0.1)
    print('SEEN', json.dumps(seen))
    for entry in js('return window.harnessLog;') or []:
        print('LOG', json.dumps(entry)[:600])
    print('PENDING', json.dumps(js('return window.harnessPending;')))
finally:
    call('DELETE', '/session/%s' % sid)
    drv.terminate()
