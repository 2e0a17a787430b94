// The command line of `docrec submit`, checked before anything is sent: a wrong option, format or
// page range is a usage error (exit 2) rather than a file refused by the server one by one.
import { parseArgs } from 'node:util';
import { UsageError } from './usage-error.js';

type SubmitFormat = 'text' | 'markdown' | 'json';
const FORMATS: readonly SubmitFormat[] = ['text', 'markdown', 'json'];

interface SubmitOptions {
  paths: string[];
  language?: string;
  webhookUrl?: string;
  /** API.md "Page ranges", sent as given: the server is the one judge of the syntax. */
  pages?: string;
  wait: boolean;
  format: SubmitFormat;
  concurrency: number;
}

function formatOf(format: string | undefined, json: boolean | undefined): SubmitFormat {
  if (format === undefined) return json ? 'json' : 'text';
  if (!FORMATS.includes(format as SubmitFormat)) throw new Error(`--format must be one of ${FORMATS.join(', ')} (got "${format}")`);
  // --json is the older spelling of --format json; with another format it is a contradiction.
  if (json && format !== 'json') throw new Error(`--json contradicts --format ${format}`);
  return format as SubmitFormat;
}

export function submitOptions(args: string[]): SubmitOptions {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        language: { type: 'string' },
        'webhook-url': { type: 'string' },
        pages: { type: 'string' },
        wait: { type: 'boolean' },
        format: { type: 'string' },
        json: { type: 'boolean' },
        concurrency: { type: 'string' },
      },
    });
    const concurrency = Number(values.concurrency ?? 4);
    if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) throw new Error('--concurrency must be 1 to 32');
    if (positionals.length === 0) throw new Error('submit needs at least one FILE or directory');
    const format = formatOf(values.format, values.json);
    const wait = values.wait === true;
    // The Markdown exists once a document has completed: only a waited-for document has one.
    if (format === 'markdown' && !wait) throw new Error('--format markdown needs --wait');
    if (values.pages !== undefined && values.pages.trim() === '') throw new Error('--pages needs a page list, e.g. 1-3,7,10-');
    return {
      paths: positionals,
      ...(values.language ? { language: values.language } : {}),
      ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
      ...(values.pages !== undefined ? { pages: values.pages } : {}),
      wait,
      format,
      concurrency,
    };
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}
