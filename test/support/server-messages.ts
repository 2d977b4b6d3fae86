import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every message the server can put in front of a person, read off the source (issue 11: the public site shows the
 * server's messages in the reader's language, so each one needs its Hindi). A message is a string the code hands
 * to a person through one of the ways the server has of saying something:
 * - an argument of an error's constructor (`new NotFoundError('Photo not found.')`, `super('...')` in an error
 *   class, `ValidationError.field('sort', '...')`, the field messages of `new ValidationError({ ... })`);
 * - a `message:` of an object literal (the envelope's `ok(ctx, { message })`, class-validator's `{ message }`);
 * - a value of a `...Messages` record or a `..._MESSAGE(S)` constant;
 * - a string a `check...` rule returns (the shared rules answer with their message or null).
 * Strings built from a template with substitutions come back with `built: true` and the template's pattern
 * (`Cannot ${...} a visit that is ${...}.` as a RegExp), so a test can ask for a builder that matches them.
 */
export interface ServerMessage {
  text: string;
  built: boolean;
  /** For a built message, the pattern its instances match. */
  pattern?: RegExp;
  where: string;
}

const ROOTS = ['domain', 'application', 'adapters'];
/** Errors that are not a person's message: programming and operator errors. */
const NOT_FOR_PEOPLE = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'AggregateError', 'ConfigError', 'SmsRejectedError', 'UnsafeStorageKeyError']);
/** Folders of the adapters whose strings never reach a person through the API (operators' logs and settings). */
const SKIP = [/^adapters\/config\.ts$/, /^adapters\/main\.ts$/, /^adapters\/persistence\//, /^adapters\/logging\//, /^adapters\/jobs\//];

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function templatePattern(node: ts.TemplateExpression): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = [escape(node.head.text), ...node.templateSpans.map((span) => `(.+?)${escape(span.literal.text)}`)];
  return new RegExp(`^${parts.join('')}$`);
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join('');
}

/** The messages of a file, relative to `root`. */
function messagesOf(root: string, path: string): ServerMessage[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: ServerMessage[] = [];
  const where = (node: ts.Node) => `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** The message strings an expression can evaluate to (literal, template, either branch, field records). */
  const take = (node: ts.Expression | undefined, records = false): void => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An error's code ('NOT_FOUND') is not a message.
      if (!/^[A-Z_]+$/.test(node.text)) found.push({ text: node.text, built: false, where: where(node) });
    } else if (ts.isTemplateExpression(node)) found.push({ text: templateText(node), built: true, pattern: templatePattern(node), where: where(node) });
    else if (ts.isConditionalExpression(node)) (take(node.whenTrue, records), take(node.whenFalse, records));
    else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) (take(node.left, records), take(node.right, records));
    else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) take(node.expression, records);
    else if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) take(node.body, records);
    else if (ts.isObjectLiteralExpression(node) && records) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) take(property.initializer, records);
    }
  };

  const isErrorName = (name: string) => /Error$/.test(name) && !NOT_FOR_PEOPLE.has(name);
  const classExtendsError = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isClassDeclaration(up) || ts.isClassExpression(up)) {
        const base = up.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression.getText();
        return !!base && isErrorName(base);
      }
    }
    return false;
  };

  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && isErrorName(node.expression.text)) {
      for (const arg of node.arguments ?? []) take(arg, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && classExtendsError(node)) {
      for (const arg of node.arguments) take(arg, true);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && isErrorName(node.expression.expression.text)) {
      for (const arg of node.arguments.slice(1)) take(arg, true);
    } else if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
      take(node.initializer);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Messages$|_MESSAGES?$/.test(node.name.text)) {
      take(node.initializer, true);
    } else if (ts.isReturnStatement(node) && node.expression) {
      for (let up = node.parent; up; up = up.parent) {
        if (ts.isFunctionDeclaration(up) || ts.isArrowFunction(up) || ts.isFunctionExpression(up) || ts.isMethodDeclaration(up)) {
          const name = up.name?.getText() ?? (ts.isVariableDeclaration(up.parent) ? up.parent.name.getText() : '');
          if (/^check[A-Z]/.test(name)) take(node.expression);
          break;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message of the server's source under `root` (the repository). */
export function serverMessages(root: string): ServerMessage[] {
  return ROOTS.flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((path) => !SKIP.some((skip) => skip.test(relative(root, path))))
    .flatMap((path) => messagesOf(root, path));
}
