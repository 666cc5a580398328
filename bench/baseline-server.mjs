// The bare node:http JSON server every API figure is compared with. By default it answers a small
// health-like body; with BASELINE_REPLY (a JSON file holding { headers, body }) it answers exactly
// those bytes, so a comparison can separate our server's work from the cost of the bytes sent.
import fs from 'node:fs';
import http from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);

function cannedReply() {
  if (process.env.BASELINE_REPLY) {
    const { headers, body } = JSON.parse(fs.readFileSync(process.env.BASELINE_REPLY, 'utf8'));
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    return { headers: kept, body };
  }
  const body = JSON.stringify({ status: 'ok', app: 'ok', database: 'ok', time: new Date().toISOString() });
  return { headers: { 'content-type': 'application/json; charset=utf-8' }, body };
}

const reply = cannedReply();
const headers = { ...reply.headers, 'content-length': Buffer.byteLength(reply.body) };
http
  .createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(reply.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
