// The bare node:http file server the video range bench compares /uploads with: one file, single
// `Range: bytes=a-b` requests answered 206 from fs.createReadStream({ start, end }), as the local
// storage adapter reads them, and nothing else (no routing, no headers beyond the range's).
import fs from 'node:fs';
import http from 'node:http';

const file = process.env.RANGE_FILE;
const { size } = fs.statSync(file);

http
  .createServer((req, res) => {
    const match = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
    if (!match) {
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': size, 'accept-ranges': 'bytes' });
      fs.createReadStream(file).pipe(res);
      return;
    }
    const start = Number(match[1]);
    const end = Math.min(size - 1, Number(match[2]));
    res.writeHead(206, {
      'content-type': 'video/mp4',
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
    });
    fs.createReadStream(file, { start, end }).pipe(res);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
