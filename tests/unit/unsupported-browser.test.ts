import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

/* 001 §8: an unsupported browser (legacy Internet Explorer) gets a notice suggesting other browsers. */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SCRIPT = fs.readFileSync(path.join(ROOT, 'public', 'unsupported-browser.js'), 'utf8');

interface FakeNode {
  tag: string;
  text: string;
  attrs: Record<string, string>;
  style: Record<string, string>;
  children: FakeNode[];
  firstChild: FakeNode | null;
}

/** Runs the notice as a legacy browser would: a tiny DOM, its language, and XMLHttpRequest over the locale files. */
function runAs(language: string): FakeNode {
  const node = (tag: string, text = ''): FakeNode => {
    const n: FakeNode & Record<string, unknown> = { tag, text, attrs: {}, style: {}, children: [], firstChild: null };
    n.setAttribute = (k: string, v: string) => {
      n.attrs[k] = v;
    };
    n.appendChild = (c: FakeNode) => {
      n.children.push(c);
      n.firstChild = n.children[0];
    };
    n.removeChild = (c: FakeNode) => {
      n.children = n.children.filter((x) => x !== c);
      n.firstChild = n.children[0] ?? null;
    };
    return n;
  };
  const root = node('div');
  class FakeXhr {
    readyState = 0;
    status = 0;
    responseText = '';
    url = '';
    onreadystatechange: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    send() {
      const file = path.join(ROOT, 'public', this.url);
      this.readyState = 4;
      this.status = fs.existsSync(file) ? 200 : 404;
      this.responseText = this.status === 200 ? fs.readFileSync(file, 'utf8') : '';
      this.onreadystatechange?.();
    }
  }
  const document = {
    getElementById: (id: string) => (id === 'root' ? root : null),
    body: root,
    createElement: (tag: string) => node(tag),
    createTextNode: (t: string) => node('#text', t),
  };
  vm.runInNewContext(SCRIPT, { document, navigator: { language }, XMLHttpRequest: FakeXhr });
  return root;
}

const textOf = (n: FakeNode): string => n.text + n.children.map(textOf).join(' ');
const locale = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'public', 'i18n', file), 'utf8')).unsupportedBrowser as {
    title: string;
    message: string;
  };

describe('001 §8 unsupported browser: a notice suggesting other browsers', () => {
  it('replaces the page with the notice, as an alert, in English by default', () => {
    const root = runAs('en-GB');
    expect(root.children).toHaveLength(1);
    expect(root.children[0].attrs.role).toBe('alert');
    expect(textOf(root)).toContain(locale('en.json').title);
    expect(textOf(root)).toContain('Microsoft Edge');
    expect(textOf(runAs('xx-YY'))).toContain(locale('en.json').title);
  });
  it("in the browser's language when Bearing has it, Arabic right to left", () => {
    expect(textOf(runAs('de-DE'))).toContain(locale('de.json').title);
    expect(textOf(runAs('zh-CN'))).toContain(locale('zh-hans.json').title);
    expect(textOf(runAs('fr-CA'))).toContain(locale('fr-ca.json').message);
    const ar = runAs('ar-EG');
    expect(textOf(ar)).toContain(locale('ar.json').title);
    expect(ar.children[0].attrs.dir).toBe('rtl');
  });
  it('only browsers without modules run it, and it is written in the JavaScript they understand', () => {
    expect(fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8')).toMatch(
      /<script nomodule src="\/unsupported-browser\.js"><\/script>/,
    );
    const code = SCRIPT.replace(/\/\*[^]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/=>|`|\blet\b|\bconst\b|\bclass\b|\bfetch\(/);
  });
});
