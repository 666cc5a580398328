import http from 'node:http';

const agents = new Map();

/** A keep-alive agent per loopback source address, so per-IP limits see many clients. */
function agentFor(localAddress) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

/** The i-th loopback client address: 127.0.1.1, 127.0.1.2, ... (all of 127.0.0.0/8 is loopback). */
export function clientAddress(i, spread = 250) {
  const n = i % spread;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export function request(
  url,
  { method = 'GET', body, headers = {}, localAddress = '127.0.0.1', timeoutMs = 30_000 } = {},
) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(localAddress),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...headers,
        },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
            headers: res.headers,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

export function closeAgents() {
  for (const a of agents.values()) a.destroy();
  agents.clear();
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
