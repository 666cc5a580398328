// The bare node:http JSON server every API figure is compared with.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', app: 'ok', database: 'ok', time: new Date().toISOString() });
http
  .createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
