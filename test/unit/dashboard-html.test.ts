import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '../../src/dashboard/html.js';

const hostile = `<script>alert("x")</script>' onmouseover='y' \`z\` &amp;`;

describe('dashboard escaping', () => {
  it('escapes every character that could open markup or leave an attribute', () => {
    expect(escapeHtml(hostile)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39; onmouseover=&#39;y&#39; &#96;z&#96; &amp;amp;',
    );
  });

  it('escapes interpolations by default, in content and in attributes', () => {
    const page = html`<p title="${hostile}">${hostile}</p>`.text;
    expect(page).not.toContain('<script>');
    expect(page).not.toContain(`"x"`);
    expect(page.match(/"/g)).toHaveLength(2); // only the template's own quotes
    expect(page).toContain('&lt;script&gt;');
  });

  it('nests templates without escaping them twice, and escapes inside arrays', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<div>${inner}${['<a>', inner]}</div>`.text).toBe('<div><b>&lt;i&gt;</b>&lt;a&gt;<b>&lt;i&gt;</b></div>');
  });

  it('renders null, undefined and false as nothing, numbers as text', () => {
    expect(html`${null}${undefined}${false}${0}${12.5}`.text).toBe('012.5');
  });

  it('does not treat a string that looks like a template result as safe', () => {
    const fake = { text: '<script>' } as unknown as string;
    expect(html`${fake}`.text).not.toContain('<script>');
  });
});
