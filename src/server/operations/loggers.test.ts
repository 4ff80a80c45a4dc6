import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { fromPinoLevel, LoggerRegistry, loggerNameForRoute, toPinoLevel } from './loggers';

describe('loggers: one per API resource, levels set at run time', () => {
  it('names the logger of a route pattern after its resource', () => {
    expect(loggerNameForRoute('/api/documents/pdf/contentCode')).toBe('bearing.api.documents');
    expect(loggerNameForRoute('/api/group/:id')).toBe('bearing.api.group');
    expect(loggerNameForRoute('/management/loggers/:name')).toBe('bearing.management');
    expect(loggerNameForRoute('/*')).toBe('bearing.web');
  });
  it('maps the management levels to pino and back', () => {
    expect(toPinoLevel('OFF')).toBe('silent');
    expect(fromPinoLevel('debug')).toBe('DEBUG');
    expect(fromPinoLevel('nonsense')).toBe('INFO');
  });
  it('setting ROOT changes the app logger; a resource logger changes only its requests; null inherits again', () => {
    const root = pino({ level: 'info' }, pino.destination('/dev/null'));
    const r = new LoggerRegistry(root, 'INFO');
    r.register('bearing.api.documents');
    expect(r.set('ROOT', 'WARN')).toBe(true);
    expect(root.level).toBe('warn');
    expect(r.effective('bearing.api.documents')).toBe('WARN');
    expect(r.requestLevel('/api/documents/metadata')).toBeUndefined();
    r.set('bearing.api.documents', 'TRACE');
    expect(r.requestLevel('/api/documents/metadata')).toBe('trace');
    expect(r.requestLevel('/api/group/list')).toBeUndefined();
    expect(r.list().loggers['bearing.api.documents']).toEqual({ configuredLevel: 'TRACE', effectiveLevel: 'TRACE' });
    r.set('bearing.api.documents', null);
    expect(r.list().loggers['bearing.api.documents']).toEqual({ configuredLevel: null, effectiveLevel: 'WARN' });
    expect(r.set('unknown', 'DEBUG')).toBe(false);
  });
});
