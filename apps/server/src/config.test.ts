import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the run contract defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmails: [],
      seedDemo: true,
      s3: undefined,
    });
    expect(c.ai.apiKey).toBeUndefined();
  });

  it('derives APP_URL from PORT and parses lists and booleans', () => {
    const c = loadConfig({ PORT: '4100', ADMIN_EMAILS: ' A@x.io, b@y.io ,', SEED_DEMO: 'false' });
    expect(c.appUrl).toBe('http://localhost:4100');
    expect(c.adminEmails).toEqual(['a@x.io', 'b@y.io']);
    expect(c.seedDemo).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'abc', APP_URL: 'not a url' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('wants the S3 variables together', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_/);
  });

  it('reads TRUST_PROXY as nobody, a hop count, or addresses and ranges, and refuses the rest', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    for (const bad of ['true', '0', '11', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the metrics listener, the metrics token and the log format, and refuses what cannot work', () => {
    const none = loadConfig({});
    expect([none.metricsPort, none.metricsToken, none.logFormat]).toEqual([undefined, undefined, 'auto']);
    const set = loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(16), LOG_FORMAT: 'json' });
    expect([set.metricsPort, set.metricsToken, set.logFormat]).toEqual([9464, 'a'.repeat(16), 'json']);
    expect(() => loadConfig({ METRICS_TOKEN: 'a'.repeat(15) })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(16)} b` })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('reads the embedded database shared buffers as a PostgreSQL size, 32MB unless set', () => {
    expect(loadConfig({}).pgliteSharedBuffers).toBe('32MB');
    expect(loadConfig({ PGLITE_SHARED_BUFFERS: '128MB' }).pgliteSharedBuffers).toBe('128MB');
    for (const bad of ['32', '0MB', '32 MB', '1TB', "32MB'; drop"]) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: bad })).toThrow(/PGLITE_SHARED_BUFFERS/);
    }
  });

  it('reads the video lesson size limit as kB, MB or GB, 500MB by default', () => {
    expect(loadConfig({}).lessonVideoMaxBytes).toBe(500 * 1024 * 1024);
    expect(loadConfig({ LESSON_VIDEO_MAX_SIZE: '64kB' }).lessonVideoMaxBytes).toBe(64 * 1024);
    expect(loadConfig({ LESSON_VIDEO_MAX_SIZE: '2GB' }).lessonVideoMaxBytes).toBe(2 * 1024 ** 3);
    for (const bad of ['0MB', '500', '500mb', '1.5GB', '-1MB', '21GB']) {
      expect(() => loadConfig({ LESSON_VIDEO_MAX_SIZE: bad }), bad).toThrow(/LESSON_VIDEO_MAX_SIZE/);
    }
  });

  it('reads the course archive size limit the same way, 2GB by default', () => {
    expect(loadConfig({}).courseImportMaxBytes).toBe(2 * 1024 ** 3);
    expect(loadConfig({ COURSE_IMPORT_MAX_SIZE: '300MB' }).courseImportMaxBytes).toBe(300 * 1024 ** 2);
    for (const bad of ['0MB', '2', '51GB', '1TB']) {
      expect(() => loadConfig({ COURSE_IMPORT_MAX_SIZE: bad }), bad).toThrow(/COURSE_IMPORT_MAX_SIZE/);
    }
  });
});
