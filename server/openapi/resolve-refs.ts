import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces every `$ref` (`#/components/...` inside the same file, `./common.yaml#/...` across files)
 * by the object it points to, so Ajv and the router see plain, self-contained schemas.
 * A ref's siblings (description, summary) are kept on top of the target, as OpenAPI 3.1 allows.
 * Circular refs are refused: no contract needs them and Ajv could not compile the result.
 */
export class RefResolver {
  private readonly documents = new Map<string, unknown>();
  private readonly resolved = new Map<string, unknown>();

  /** The parsed YAML file, read once. */
  document(file: string): unknown {
    const absolute = path.resolve(file);
    if (!this.documents.has(absolute)) this.documents.set(absolute, parse(readFileSync(absolute, 'utf8')));
    return this.documents.get(absolute);
  }

  /** The whole file with every ref inlined. */
  dereferenceFile(file: string): unknown {
    const absolute = path.resolve(file);
    return this.resolveNode(this.document(absolute), absolute, []);
  }

  private resolveNode(node: unknown, file: string, trail: readonly string[]): unknown {
    if (Array.isArray(node)) return node.map((item) => this.resolveNode(item, file, trail));
    if (!isObject(node)) return node;
    const { $ref: ref, ...siblings } = node;
    if (typeof ref !== 'string') {
      return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, this.resolveNode(value, file, trail)]));
    }
    const target = this.resolveRef(ref, file, trail);
    if (Object.keys(siblings).length === 0) return target;
    if (!isObject(target)) throw new Error(`$ref ${ref} in ${file} has siblings but points to a non-object`);
    return { ...target, ...(this.resolveNode(siblings, file, trail) as JsonObject) };
  }

  private resolveRef(ref: string, fromFile: string, trail: readonly string[]): unknown {
    const hashAt = ref.indexOf('#');
    const filePart = hashAt === -1 ? ref : ref.slice(0, hashAt);
    const pointer = hashAt === -1 ? '' : ref.slice(hashAt + 1);
    const targetFile = filePart === '' ? fromFile : path.resolve(path.dirname(fromFile), filePart);
    const key = `${targetFile}#${pointer}`;
    if (trail.includes(key)) throw new Error(`Circular $ref ${ref} in ${fromFile}`);
    if (!this.resolved.has(key)) {
      const raw = readPointer(this.document(targetFile), pointer, key);
      this.resolved.set(key, this.resolveNode(raw, targetFile, [...trail, key]));
    }
    return this.resolved.get(key);
  }
}

/** RFC 6901 JSON pointer (`/components/schemas/Error`, with ~0 ~1 and %-escapes). */
function readPointer(document: unknown, pointer: string, label: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let current: unknown = document;
  for (const raw of pointer.replace(/^\//, '').split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) current = current[Number(token)];
    else if (isObject(current)) current = current[token];
    else current = undefined;
    if (current === undefined) throw new Error(`Unresolvable $ref ${label}`);
  }
  return current;
}
