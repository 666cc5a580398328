// Start-up time to the first healthy answer on an existing DATA_DIR, and idle RSS.
import { median, rssMb, startServer } from './lib.mjs';

export async function run() {
  const port = Number(process.env.BENCH_PORT ?? 3400) + 5;
  const first = startServer({ port });
  await first.ready(); // creates, migrates and seeds the data dir
  await first.stop();
  const times = [];
  const rss = [];
  for (let i = 0; i < 3; i++) {
    const server = startServer({ port, dataDir: first.dataDir });
    times.push(await server.ready());
    await new Promise((r) => setTimeout(r, 2000));
    rss.push(rssMb(server.child.pid));
    await server.stop();
  }
  return [
    { name: 'start-up to first healthy answer (existing DATA_DIR)', figure: `${median(times).toFixed(0)} ms` },
    { name: 'idle RSS after start', figure: `${median(rss).toFixed(0)} MB` },
  ];
}
