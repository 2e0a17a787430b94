// The http bench's check from outside that a fast answer is still the contract's answer: one GET
// of each measured target with an ordinary client (fetch), after its rounds, must be 200 with
// API.md's headers (Content-Type JSON, X-Request-Id, the three X-RateLimit-* as integers) and a
// body that parses; docrec on PostgreSQL + Redis and the fastify peer, serving the same rows,
// must send the same bytes (the peer builds the JSON in JavaScript from toDocumentObject, docrec's
// database writes it: src/store/document-json.ts).

interface Answer {
  id: string;
  name: string;
  problems: string[];
  body: string;
}

const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'];

export async function checkAnswer(id: string, name: string, url: string, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(url, { headers });
  const body = await res.text();
  const problems: string[] = [];
  if (res.status !== 200) problems.push(`status ${res.status}`);
  if (res.headers.get('content-type') !== 'application/json; charset=utf-8')
    problems.push(`Content-Type ${res.headers.get('content-type')}`);
  if (!res.headers.get('x-request-id')) problems.push('no X-Request-Id');
  for (const h of RATE_HEADERS) if (!/^\d+$/.test(res.headers.get(h) ?? '')) problems.push(`${h} ${res.headers.get(h)}`);
  try {
    JSON.parse(body);
  } catch {
    problems.push('body is not JSON');
  }
  return { id, name, problems, body };
}

/** Markdown lines: each target's verdict, and whether docrec's and the peer's bodies are the same bytes. */
export function contractLines(answers: Answer[], pairs: [string, string][]): string[] {
  const lines = answers.map(
    (a) => `- ${a.name}: ${a.problems.length === 0 ? '200 with the contract headers, JSON body' : `**${a.problems.join('; ')}**`}`,
  );
  for (const [x, y] of pairs) {
    const [a, b] = [answers.find((r) => r.id === x), answers.find((r) => r.id === y)];
    if (a && b)
      lines.push(
        `- ${a.name} and ${b.name}: ${a.body === b.body ? `the same body, byte for byte (${a.body.length} bytes)` : '**different bodies**'}`,
      );
  }
  return ['Checked from outside after the rounds (one GET each, fetch):', '', ...lines];
}

export const allAnswered = (answers: Answer[]) => answers.every((a) => a.problems.length === 0);
