import { describe, expect, it } from 'vitest';
import { htmlTemplate } from './html-template.ts';

describe('htmlTemplate', () => {
  const greeting = htmlTemplate<{ name: string; items: string[] }>(
    '<p><%= it.name %></p><% it.items.forEach(function (i) { %><li><%= i %></li><% }) %>',
  );

  it('renders each call with its own data from the one compiled template', () => {
    expect(greeting({ name: 'Ana', items: ['a'] })).toBe('<p>Ana</p><li>a</li>');
    expect(greeting({ name: 'Bo', items: ['b', 'c'] })).toBe('<p>Bo</p><li>b</li><li>c</li>');
  });

  it('escapes every value, so no text becomes markup', () => {
    expect(greeting({ name: '<script>"&\'', items: ['<b>'] })).toBe(
      '<p>&lt;script&gt;&quot;&amp;&#39;</p><li>&lt;b&gt;</li>',
    );
  });
});
