/**
 * Text a person reads, written as a bare string in a component instead of a Lingui message
 * (docs/decisions/014-one-way-to-translate.md). Found from the syntax tree:
 * - JSX text outside `<Trans>` (and `<Plural>`, `<Select>`, `<SelectOrdinal>`);
 * - a string in an attribute people read (`aria-label`, `title`, `placeholder`, `alt`, `label`, and
 *   any `…Label`, `…Text`, `…Title`, `…Message`, `…Description`, `…Placeholder`);
 * - a string in a JSX expression (`{open ? 'Hide' : 'Show'}`);
 * - a string in an object's `label`, `title`, `description`, `heading`, `hint`, `placeholder`,
 *   `emptyText`, `ariaLabel` (tab lists, menus, toasts).
 * A string with no letter is not text. Content that is not translated on purpose (a brand, a code)
 * sits in an element with `translate="no"`, or under a `// i18n-ignore: <why>` comment line.
 */
import { parse } from '@babel/parser';
import type * as B from '@babel/types';

export interface Literal {
  line: number;
  text: string;
  where: string;
}

type Node = B.Node & { parent?: Node };

const MACRO_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const MACRO_CALLS = new Set(['t', 'msg', 'defineMessage', 'plural', 'select', 'selectOrdinal']);
const HUMAN_ATTRIBUTE =
  /^(aria-(label|description|valuetext|roledescription|placeholder)|title|placeholder|alt|label|description|heading|hint|caption|subtitle|tooltip)$|(Label|Text|Title|Message|Description|Placeholder|Heading|Hint)$/;
const HUMAN_PROPERTY =
  /^(label|title|description|heading|hint|placeholder|emptyText|ariaLabel|caption|subtitle|helperText)$/;
const hasLetters = (text: string) => /\p{L}/u.test(text);
const IGNORE = /\/\/\s*i18n-ignore\b|\{\/\*\s*i18n-ignore\b/;

const elementName = (el: B.JSXOpeningElement): string =>
  el.name.type === 'JSXIdentifier'
    ? el.name.name
    : el.name.type === 'JSXMemberExpression'
      ? el.name.property.name
      : '';

const attributeName = (attr: B.JSXAttribute): string =>
  attr.name.type === 'JSXIdentifier' ? attr.name.name : `${attr.name.namespace.name}:${attr.name.name.name}`;

const noTranslate = (el: B.JSXOpeningElement) =>
  el.attributes.some(
    (a) =>
      a.type === 'JSXAttribute' &&
      attributeName(a) === 'translate' &&
      a.value?.type === 'StringLiteral' &&
      a.value.value === 'no',
  );

/** Whether a node sits inside a Lingui macro (element, tagged template or call) or `translate="no"`. */
function exempt(node: Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'JSXElement') {
      const opening = at.openingElement;
      if (MACRO_ELEMENTS.has(elementName(opening)) || noTranslate(opening)) return true;
    }
    if (at.type === 'TaggedTemplateExpression') return true;
    if (at.type === 'CallExpression' && at.callee.type === 'Identifier' && MACRO_CALLS.has(at.callee.name)) {
      return true;
    }
  }
  return false;
}

/** The bare strings an expression can show: the literal, either branch, a fallback. */
function shownStrings(expression: B.Node): B.Node[] {
  switch (expression.type) {
    case 'StringLiteral':
    case 'TemplateLiteral':
      return [expression];
    case 'ConditionalExpression':
      return [...shownStrings(expression.consequent), ...shownStrings(expression.alternate)];
    case 'LogicalExpression':
      return shownStrings(expression.right);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return shownStrings(expression.expression);
    default:
      return [];
  }
}

const textOf = (node: B.Node): string =>
  node.type === 'StringLiteral'
    ? node.value
    : node.type === 'TemplateLiteral'
      ? node.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ')
      : node.type === 'JSXText'
        ? node.value
        : '';

const SKIPPED_KEYS = new Set(['parent', 'loc', 'leadingComments', 'trailingComments', 'innerComments']);

const keyName = (key: B.Node): string | null =>
  key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : null;

export function findLiterals(source: string, fileName = 'component.tsx'): Literal[] {
  const ast = parse(source, {
    sourceType: 'module',
    sourceFilename: fileName,
    plugins: ['typescript', 'jsx'],
  });
  const lines = source.split('\n');
  const found: Literal[] = [];
  const report = (node: Node, where: string) => {
    const text = textOf(node);
    if (!hasLetters(text) || exempt(node)) return;
    const line = node.loc?.start.line ?? 0;
    if (IGNORE.test(lines[line - 2] ?? '') || IGNORE.test(lines[line - 1] ?? '')) return;
    found.push({ line, text: text.trim().replace(/\s+/g, ' ').slice(0, 80), where });
  };

  const visit = (node: Node, parent: Node | undefined) => {
    node.parent = parent;
    if (node.type === 'JSXText') {
      if (node.value.trim()) report(node, 'JSX text');
    } else if (node.type === 'JSXAttribute' && node.value && HUMAN_ATTRIBUTE.test(attributeName(node))) {
      const value = node.value;
      const strings =
        value.type === 'StringLiteral'
          ? [value]
          : value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression'
            ? shownStrings(value.expression)
            : [];
      for (const s of strings) {
        (s as Node).parent = node;
        report(s, `attribute ${attributeName(node)}`);
      }
    } else if (
      node.type === 'JSXExpressionContainer' &&
      parent?.type === 'JSXElement' &&
      node.expression.type !== 'JSXEmptyExpression'
    ) {
      for (const s of shownStrings(node.expression)) {
        (s as Node).parent ??= node;
        report(s, 'JSX expression');
      }
    } else if (node.type === 'ObjectProperty' && HUMAN_PROPERTY.test(keyName(node.key) ?? '')) {
      for (const s of shownStrings(node.value)) {
        (s as Node).parent ??= node;
        report(s, `property ${keyName(node.key)}`);
      }
    }
    for (const key of Object.keys(node)) {
      if (SKIPPED_KEYS.has(key)) continue;
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) {
        for (const c of child) if (c && typeof c === 'object' && 'type' in c) visit(c as Node, node);
      } else if (child && typeof child === 'object' && 'type' in child) {
        visit(child as Node, node);
      }
    }
  };
  visit(ast.program as Node, undefined);
  return found;
}
