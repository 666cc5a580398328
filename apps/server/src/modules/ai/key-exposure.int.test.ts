import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TMP_ROOT } from '../../test/paths.js';
import { signUpAndIn } from '../../test/users.js';

const KEY = 'sk-storyloom-bundle-canary-41d8e2';
const webRoot = path.resolve(import.meta.dirname, '../../../../web');
const outDir = path.join(TMP_ROOT, 'web-key-canary');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

let t: TestApp;

beforeAll(async () => {
  // The web app is built with the key in the environment, as a careless deploy would do.
  const vite = path.resolve(webRoot, '../../node_modules/vite/bin/vite.js');
  await promisify(execFile)(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: webRoot,
      env: { ...process.env, AI_API_KEY: KEY, VITE_AI_API_KEY: undefined },
    },
  );
  t = await createTestApp({ AI_API_KEY: KEY, AI_BASE_URL: 'http://127.0.0.1:9/v1', WEB_DIST: outDir });
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the AI key stays on the server', () => {
  it('is in no file of the web bundle, even when the build ran with it in the environment', () => {
    const files = filesUnder(outDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    const leaking = files.filter((f) => fs.readFileSync(f).includes(KEY));
    expect(leaking).toEqual([]);
  });

  it('is in no page, asset or API answer the server sends', async () => {
    const { cookie } = await signUpAndIn(t.app, t.mails);
    const urls = ['/', '/tools', '/api/me', '/api/ai/generations?tool=story', '/api/ai/sound/beta'];
    for (const file of filesUnder(outDir)) urls.push(`/${path.relative(outDir, file).split(path.sep).join('/')}`);
    const answers = await Promise.all(urls.map((url) => t.app.inject({ method: 'GET', url, headers: { cookie } })));
    answers.push(
      await t.app.inject({ method: 'POST', url: '/api/ai/story', headers: { cookie }, payload: { prompt: 'a key' } }),
    );
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(urls.length / 2);
    for (const a of answers) {
      expect(a.body).not.toContain(KEY);
      expect(JSON.stringify(a.headers)).not.toContain(KEY);
    }
  });
});
