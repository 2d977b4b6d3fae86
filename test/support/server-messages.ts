import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every message the server can put in front of a person, read off the source (the public site shows the
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
const NOT_FOR_PEOPLE = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'AggregateError', 'ConfigError', 'SmsRejectedError', 'UnsafeKeyError']);
/** Folders of the adapters whose strings never reach a person through the API (operators' logs and settings). */
/**
 * Not read: operators' settings and logs; the SMS and mail adapters, whose texts are written in
 * application/shared/sms-texts (both languages, tested there); the server-drawn pages' own catalogues (`*.texts.ts`,
 * both languages side by side); the OpenAPI document's descriptions (for developers).
 */
const SKIP = [
  /^adapters\/config\.ts$/,
  /^adapters\/main\.ts$/,
  /^adapters\/persistence\//,
  /^adapters\/logging\//,
  /^adapters\/jobs\//,
  /^adapters\/sms\//,
  /^adapters\/mail\//,
  /\.texts\.ts$/,
  /^adapters\/http\/openapi\//,
  /^adapters\/http\/contract\/openapi\.ts$/,
];

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

/** Names whose values are the server's words, read where they are declared (records, builders, constants). */
const MESSAGE_NAME = /Messages?$|_MESSAGES?$|_TEXTS?$/;

/** The messages of a file, relative to `root`, and the message expressions it could not read. */
function messagesOf(root: string, file: ts.SourceFile, checker: ts.TypeChecker): { found: ServerMessage[]; unresolved: string[] } {
  const path = file.fileName;
  /** Whether an expression is text (string-typed): only text can be a message; a number of seconds or a code is not. */
  const isText = (node: ts.Node): boolean => {
    const type = checker.getTypeAtLocation(node);
    const parts = type.isUnion() ? type.types : [type];
    return parts.some((part) => (part.flags & ts.TypeFlags.StringLike) !== 0);
  };
  const found: ServerMessage[] = [];
  const unresolved: string[] = [];
  const where = (node: ts.Node) => `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // The file's own declarations, to follow a message through a local constant.
  const constants = new Map<string, ts.Expression>();
  const imported = new Set<string>();
  const collect = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isImportSpecifier(node)) imported.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  collect(file);

  const isErrorName = (name: string) => /Error$/.test(name) && !NOT_FOR_PEOPLE.has(name);
  const errorClassOf = (node: ts.Node): boolean => {
    for (let up = node.parent; up; up = up.parent) {
      if (ts.isClassDeclaration(up) || ts.isClassExpression(up)) {
        const base = up.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression.getText();
        return !!base && isErrorName(base);
      }
    }
    return false;
  };
  /** The name an access or call starts from: `RideMessages` of `RideMessages.cannot(a, s)`. */
  const rootName = (node: ts.Expression): string | null => {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node)) return rootName(node.expression);
    return null;
  };

  /**
   * The message strings an expression can evaluate to: a literal, a template, either branch, a field record, a local
   * constant followed to its value. Values read elsewhere (a `...Messages` record, a builder, a `check...` rule, a
   * parameter of an error's constructor, whose callers are read) are left to that place. In a message position
   * (`strict`), anything else is recorded as unresolved, so a message cannot slip past unread.
   */
  const take = (node: ts.Expression | undefined, records: boolean, strict: boolean, seen = new Set<string>()): void => {
    if (!node) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An error's code ('NOT_FOUND') is not a message.
      if (!/^[A-Z_]+$/.test(node.text)) found.push({ text: node.text, built: false, where: where(node) });
    } else if (ts.isTemplateExpression(node)) found.push({ text: templateText(node), built: true, pattern: templatePattern(node), where: where(node) });
    else if (ts.isConditionalExpression(node)) (take(node.whenTrue, records, strict, seen), take(node.whenFalse, records, strict, seen));
    else if (ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      take(node.left, records, strict, seen);
      take(node.right, records, strict, seen);
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node)) take(node.expression, records, strict, seen);
    else if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) take(node.body, records, strict, seen);
    else if (ts.isObjectLiteralExpression(node) && records) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) take(property.initializer, records, strict, seen);
        else if (ts.isShorthandPropertyAssignment(property)) take(property.name, records, strict, seen);
        else if (strict) unresolved.push(`${where(property)} ${property.getText().slice(0, 80)}`);
      }
    } else if (ts.isIdentifier(node)) {
      const name = node.text;
      if (MESSAGE_NAME.test(name) || name === 'undefined') return;
      // `const { message } = await useCase.execute(...)`: the use case's `message:` is read where it is written.
      const symbol = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
      const declared = symbol?.valueDeclaration;
      if (declared && ts.isBindingElement(declared) && (declared.propertyName ?? declared.name).getText() === 'message') return;
      const value = constants.get(name);
      if (value && !seen.has(name)) return take(value, records, strict, new Set([...seen, name]));
      // A parameter of an error's constructor: its callers are read as error constructions; its default here.
      const declaration = parameterNamed(node, name);
      if (declaration && errorClassOf(declaration) && ts.isConstructorDeclaration(declaration.parent)) return take(declaration.initializer, records, false, seen);
      if (strict && isText(node)) unresolved.push(`${where(node)} ${name}${imported.has(name) ? ' (imported)' : ''}`);
    } else if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node)) {
      const root = rootName(node);
      const callee = ts.isCallExpression(node) ? node.expression.getText() : '';
      if (root && MESSAGE_NAME.test(root)) return;
      // Another message's `message` (a caught error's, a rule's): read where it was written.
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'message') return;
      if (/^check[A-Z]\w*$/.test(callee) || /Message$/.test(callee)) return;
      if (strict && isText(node)) unresolved.push(`${where(node)} ${node.getText().slice(0, 80)}`);
    } else if (strict && isText(node)) unresolved.push(`${where(node)} ${node.getText().slice(0, 80)}`);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && isErrorName(node.expression.text)) {
      for (const arg of node.arguments ?? []) take(arg, true, true);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && errorClassOf(node)) {
      for (const arg of node.arguments) take(arg, true, true);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression) && isErrorName(node.expression.expression.text)) {
      for (const arg of node.arguments.slice(1)) take(arg, true, true);
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'add' && node.arguments.length === 2) {
      // A field's message added to a FieldErrorCollector: `errors.add('page', '...')`.
      take(node.arguments[1], false, true);
    } else if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
      take(node.initializer, false, true);
    } else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') {
      take(node.name, false, true);
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && MESSAGE_NAME.test(node.name.text)) {
      take(node.initializer, true, false);
    } else if (ts.isParameter(node) && node.initializer && ts.isConstructorDeclaration(node.parent) && errorClassOf(node)) {
      take(node.initializer, true, true);
    } else if (ts.isReturnStatement(node) && node.expression) {
      for (let up = node.parent; up; up = up.parent) {
        if (ts.isFunctionDeclaration(up) || ts.isArrowFunction(up) || ts.isFunctionExpression(up) || ts.isMethodDeclaration(up)) {
          const name = up.name?.getText() ?? (ts.isVariableDeclaration(up.parent) ? up.parent.name.getText() : '');
          if (/^check[A-Z]/.test(name)) take(node.expression, false, false);
          break;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { found, unresolved };
}

/** The parameter `name` of the function around `node`, if it is one. */
function parameterNamed(node: ts.Node, name: string): ts.ParameterDeclaration | null {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isFunctionLike(up)) {
      const parameter = up.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return parameter;
    }
  }
  return null;
}

/** Every message of the server's source under `root` (the repository). */
export function serverMessages(root: string): ServerMessage[] {
  return scan(root).flatMap(({ found }) => found);
}

/** The message expressions the scan could not follow to their words, as `file:line expression`. */
export function unreadMessages(root: string): string[] {
  return scan(root).flatMap(({ unresolved }) => unresolved);
}

const scans = new Map<string, Array<{ found: ServerMessage[]; unresolved: string[] }>>();

/** Reads every file once per root, with the type checker (to tell text from numbers and codes). */
function scan(root: string): Array<{ found: ServerMessage[]; unresolved: string[] }> {
  const done = scans.get(root);
  if (done) return done;
  const paths = ROOTS.flatMap((dir) => sourceFiles(join(root, dir))).filter((path) => !SKIP.some((skip) => skip.test(relative(root, path))));
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const program = ts.createProgram(paths, { ...(config?.options ?? {}), noEmit: true });
  const checker = program.getTypeChecker();
  const result = paths.map((path) => messagesOf(root, program.getSourceFile(path)!, checker));
  scans.set(root, result);
  return result;
}
