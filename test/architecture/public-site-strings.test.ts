import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every string of the public site comes from its catalogue, in both languages: no component or island
 * writes words a reader sees straight into the page. This fails on a literal with a word in it
 * - as JSX text, or as a JSX child expression (`{'Verified homes'}`, `{open ? 'Close' : 'Open'}`);
 * - given to an attribute people read or hear (aria-label, title, placeholder, alt, label...), to a text-carrying
 *   prop of the site's own components (hint, message, error, heading, subtitle, text, empty, failed: ui/FormField,
 *   ui/Modal, LoadFailed, Notice, RideList ...), or as the `value` of a submit, reset or button input;
 * - passed to `showToast`, `confirm`, `alert` or `prompt` (with a toast's link label);
 * - written into the DOM by a script (the islands, web-public/src/**.ts too): `textContent`, `innerText`,
 *   `innerHTML` (its text, not its tags), `title`, `placeholder`, `alt`, `ariaLabel`, `document.title`,
 *   `setAttribute('aria-label' | 'title' | 'placeholder' | 'alt' ..., '…')`, `document.createTextNode('…')`.
 * A literal counts wherever the value can come from: both branches of `a ? 'x' : 'y'`, both sides of `??`, `||` and
 * `+`, the right side of `&&`, a template's text (and its `${…}`), a label or text in an object given as a prop.
 * The argument of a call (`t('home.title')`: a key) is no one's reading; neither are class names, routes and keys.
 */
const SITE = join(import.meta.dirname, '..', '..', 'web-public', 'src');
const WORD = /\p{L}{2,}/u;

/** Attributes people read or hear, on any element or component. */
const READ_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'content']);
/** Props of the site's own components that are shown as text (ui/FormField's hint and error, LoadFailed's message ...). */
const COMPONENT_TEXT_PROPS = new Set(['hint', 'message', 'error', 'heading', 'subtitle', 'text', 'empty', 'failed']);
/** Input types whose `value` is the button's text. */
const BUTTON_INPUTS = new Set(['submit', 'reset', 'button']);
/** Keys of an object literal given as a prop or a toast's link that are shown (`emptyAction={{ to, label }}`). */
const TEXT_KEYS = new Set(['label', 'title', 'text', 'message']);
/** Calls whose (first) argument a reader sees. */
const SHOWN_CALLS = new Set(['showToast', 'confirm', 'alert', 'prompt', 'window.confirm', 'window.alert', 'window.prompt', 'document.createTextNode']);
/** DOM properties whose value a reader sees or hears (`el.textContent = '…'`). */
const SHOWN_PROPERTIES = new Set(['textContent', 'innerText', 'innerHTML', 'outerHTML', 'title', 'placeholder', 'alt', 'ariaLabel', 'ariaDescription', 'ariaValueText']);

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/**
 * The literal texts `node` can evaluate to, through conditionals, `??` / `||` / `+` / `&&`, templates, parentheses,
 * type assertions and the text keys of object literals; not into calls or other expressions.
 */
function literalTexts(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    const own = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${…}');
    return [own, ...node.templateSpans.flatMap((span) => literalTexts(span.expression))];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.PlusToken) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
    return [];
  }
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) && TEXT_KEYS.has(property.name.getText().replace(/['"]/g, '')) ? literalTexts(property.initializer) : [],
    );
  }
  return [];
}

/** The worded ones of `texts` (HTML: its text, not its tags). */
const worded = (texts: string[], html = false) => texts.filter((text) => WORD.test(html ? text.replace(/<[^>]*>/g, ' ') : text));

const quoted = (text: string) => JSON.stringify(text);

/** The words a component (or, with `kind` 'ts', a script) writes into the page, as `line: where`. */
export function wordsInMarkup(source: string, kind: 'tsx' | 'ts' = 'tsx'): string[] {
  const file = ts.createSourceFile(`source.${kind}`, source, ts.ScriptTarget.Latest, true, kind === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;

  /** The string value of attribute `name` on the element holding `attribute`, when it is a plain literal. */
  const sibling = (attribute: ts.JsxAttribute, name: string) => {
    const other = attribute.parent.properties.find((p) => ts.isJsxAttribute(p) && p.name.getText() === name) as ts.JsxAttribute | undefined;
    const value = other?.initializer && (ts.isJsxExpression(other.initializer) ? other.initializer.expression : other.initializer);
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : null;
  };

  const shownAttribute = (node: ts.JsxAttribute) => {
    const name = node.name.getText();
    const tag = node.parent.parent.tagName.getText();
    if (READ_ATTRIBUTES.has(name)) return true;
    if (/^[A-Z]/.test(tag) && COMPONENT_TEXT_PROPS.has(name)) return true;
    // An object given to a component (`emptyAction={{ to, label: '…' }}`): its text keys.
    const value = node.initializer && ts.isJsxExpression(node.initializer) ? node.initializer.expression : undefined;
    if (/^[A-Z]/.test(tag) && value && ts.isObjectLiteralExpression(value)) return true;
    return name === 'value' && tag === 'input' && BUTTON_INPUTS.has(sibling(node, 'type') ?? '');
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(`${at(node)}: ${node.text.trim()}`);
    // A child expression: `<p>{'Verified homes'}</p>`, `{open ? 'Close' : 'Open'}`.
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of worded(literalTexts(node.expression))) found.push(`${at(node)}: {${quoted(text)}}`);
    }
    if (ts.isJsxAttribute(node) && node.initializer && shownAttribute(node)) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      for (const text of worded(literalTexts(value))) found.push(`${at(node)}: ${node.name.getText()}=${quoted(text)}`);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText();
      if (SHOWN_CALLS.has(callee)) {
        const shown = [node.arguments[0], ...node.arguments.slice(1).filter(ts.isObjectLiteralExpression)];
        for (const text of worded(shown.flatMap((argument) => literalTexts(argument)))) found.push(`${at(node)}: ${callee}(${quoted(text)})`);
      }
      if (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setAttribute') {
        const attribute = node.arguments[0];
        if (attribute && ts.isStringLiteralLike(attribute) && READ_ATTRIBUTES.has(attribute.text)) {
          for (const text of worded(literalTexts(node.arguments[1]))) found.push(`${at(node)}: setAttribute(${attribute.text}, ${quoted(text)})`);
        }
      }
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && SHOWN_PROPERTIES.has(node.left.name.text)) {
      const property = node.left.name.text;
      for (const text of worded(literalTexts(node.right), /HTML$/.test(property))) found.push(`${at(node)}: ${property}=${quoted(text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the public site writes no words into its pages', () => {
  it('takes every text a reader sees or hears from the catalogue', () => {
    const files = sources(SITE);
    expect(files.filter((path) => path.endsWith('.tsx')).length).toBeGreaterThan(50);
    // The islands (home/island.ts, ssr/island.ts) are read too.
    expect(files.map((path) => relative(SITE, path))).toEqual(expect.arrayContaining(['home/island.ts', 'ssr/island.ts']));
    const found = files.flatMap((path) =>
      wordsInMarkup(readFileSync(path, 'utf8'), path.endsWith('.tsx') ? 'tsx' : 'ts').map((where) => `${relative(SITE, path)}:${where}`),
    );
    expect(found).toEqual([]);
  });

  it('would be caught: text, a read attribute, in Hindi too; not symbols, class names or t()', () => {
    const source = `export const A = () => (
      <div className="card-title" data-kind="Rent">
        <button aria-label="Close dialog">×</button>
        <p>{t('home.title')} · 2 BHK</p>
        <img alt={'घर की फ़ोटो'} src="/x.jpg" />
        <span title={t('x')}>₹ / —</span>
        <h2>Verified homes</h2>
      </div>
    );`;
    expect(wordsInMarkup(source)).toEqual(['3: aria-label="Close dialog"', '4: · 2 BHK', '5: alt="घर की फ़ोटो"', '7: Verified homes']);
  });

  it('would be caught: child expressions, conditionals, ?? and ||, templates, component props, button inputs, toasts and dialogs', () => {
    const source = `export const B = ({ open, name }) => (
      <div>
        <p>{'Verified homes'}</p>
        <button aria-label={open ? 'Close' : t('menu.open')}>{open ? t('menu.close') : 'Menu'}</button>
        <span title={name ?? 'Unknown'}>{name || 'No name'}</span>
        <p>{\`Hello \${name}\`}</p>
        <em>{open && 'Opened'}</em>
        <TextField label={t('a')} hint="Ten digits" error={open ? 'Wrong number' : null} />
        <LoadFailed title={t('b')} message={'Try again later'} onRetry={retry} />
        <Notice text={\`Rent \${name}\`} />
        <RideList empty="No visits" emptyAction={{ to: '/x', label: 'Browse homes' }} />
        <input type="submit" value="Send" />
        <input type="text" value="Patna" name="city" />
        <p>{\`\${name}\`} {' · '} {open ? '✓' : ''}</p>
      </div>
    );
    function act() {
      showToast('Saved!', 'success', { to: '/v', label: 'See visits' });
      showToast(t('saved'), 'success');
      if (!window.confirm('Delete this home?')) return;
      alert(\`Failed: \${code}\`);
    }`;
    expect(wordsInMarkup(source)).toEqual([
      '3: {"Verified homes"}',
      '4: aria-label="Close"',
      '4: {"Menu"}',
      '5: title="Unknown"',
      '5: {"No name"}',
      '6: {"Hello ${…}"}',
      '7: {"Opened"}',
      '8: hint="Ten digits"',
      '8: error="Wrong number"',
      '9: message="Try again later"',
      '10: text="Rent ${…}"',
      '11: empty="No visits"',
      '11: emptyAction="Browse homes"',
      '12: value="Send"',
      '18: showToast("Saved!")',
      '18: showToast("See visits")',
      '20: window.confirm("Delete this home?")',
      '21: alert("Failed: ${…}")',
    ]);
  });

  it("would be caught in a script (an island's DOM writes); not data attributes, test ids or class names", () => {
    const source = `export function draw(card: HTMLElement, count: number) {
      card.querySelector('p')!.textContent = 'No homes yet';
      (card.querySelector('b') as HTMLElement).innerText = count > 0 ? \`\${count}\` : 'None';
      card.setAttribute('aria-label', 'Open the gallery');
      card.setAttribute('data-testid', 'listing-card');
      card.className = 'listing-card listing-card--new';
      card.innerHTML = '<span class="badge"></span>';
      card.innerHTML = '<span class="badge">New</span>';
      document.title = 'Homes | GharSetu';
      card.append(document.createTextNode('घर'));
      card.title = label ?? 'Photo';
    }`;
    expect(wordsInMarkup(source, 'ts')).toEqual([
      '2: textContent="No homes yet"',
      '3: innerText="None"',
      '4: setAttribute(aria-label, "Open the gallery")',
      '8: innerHTML="<span class=\\"badge\\">New</span>"',
      '9: title="Homes | GharSetu"',
      '10: document.createTextNode("घर")',
      '11: title="Photo"',
    ]);
  });
});
