import { Trans, useLingui } from '@lingui/react/macro';
import { QueryGate } from '@web/components/QueryGate';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Fragment, type ReactNode } from 'react';
import { type OpenApiDocument, useOpenApi } from '../api';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  responses?: Record<string, { description?: string }>;
}

/** Text split into parts, each with its offset in the text (a stable key). */
function parts(text: string, pattern: RegExp): { at: number; part: string }[] {
  let at = 0;
  return text.split(pattern).map((part) => {
    const entry = { at, part };
    at += part.length;
    return entry;
  });
}

/** `code` spans of the document's text as <code>. */
function inline(text: string): ReactNode {
  return parts(text, /(`[^`]+`)/).map(({ at, part }) =>
    part.startsWith('`') && part.endsWith('`') ? (
      <code key={at} className="rounded bg-slate-100 px-1 font-mono text-xs">
        {part.slice(1, -1)}
      </code>
    ) : (
      <Fragment key={at}>{part.replaceAll('**', '')}</Fragment>
    ),
  );
}

/**
 * The document's description: "## " headings and paragraphs. The OpenAPI document is written in
 * English, as the API is (its names, fields and errors): its prose is marked as not translated.
 */
function Guide({ text }: { text: string }) {
  return (
    <div className="grid gap-3" translate="no" lang="en">
      {parts(text, /\n\n+/).map(({ at, part }) =>
        part.startsWith('## ') ? (
          <h2 key={at} className="pt-2 text-lg font-bold text-slate-900">
            {part.slice(3)}
          </h2>
        ) : (
          <p key={at} className="text-sm leading-relaxed text-slate-700">
            {inline(part)}
          </p>
        ),
      )}
    </div>
  );
}

const refName = (op: Operation) =>
  op.requestBody?.content?.['application/json']?.schema?.$ref?.split('/').pop() ?? null;

/** "cursor (query)", "id (path, required)". */
function Parameter({ name, where, required }: { name: string; where: string; required: boolean }) {
  return required ? (
    <Trans>
      <code className="font-mono text-xs">{name}</code> ({where}, required)
    </Trans>
  ) : (
    <Trans>
      <code className="font-mono text-xs">{name}</code> ({where})
    </Trans>
  );
}

function Endpoint({ method, path, op }: { method: string; path: string; op: Operation }) {
  const params = op.parameters ?? [];
  const body = refName(op);
  const answers = Object.keys(op.responses ?? {}).join(', ');
  return (
    <li className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={method === 'get' ? 'brand' : 'warning'}>{method.toUpperCase()}</Badge>
        <code className="break-all font-mono text-xs font-semibold text-slate-900">{path}</code>
      </div>
      {op.summary ? (
        <p className="text-slate-800" translate="no" lang="en">
          {op.summary}
        </p>
      ) : null}
      {op.description ? (
        <p className="text-slate-600" translate="no" lang="en">
          {op.description}
        </p>
      ) : null}
      {params.length > 0 ? (
        <p className="text-slate-600">
          <Trans>Parameters:</Trans>{' '}
          {params.map((p, i) => (
            <Fragment key={`${p.in}-${p.name}`}>
              {i > 0 ? ', ' : ''}
              <Parameter name={p.name} where={p.in} required={p.required ?? false} />
            </Fragment>
          ))}
        </p>
      ) : null}
      {body ? (
        <p className="text-slate-600">
          <Trans>
            Body: <code className="font-mono text-xs">{body}</code>
          </Trans>
        </p>
      ) : null}
      <p className="text-slate-500">
        <Trans>Answers: {answers}</Trans>
      </p>
    </li>
  );
}

/** The endpoints grouped by their tag, in the document's tag order. */
function Endpoints({ doc }: { doc: OpenApiDocument }) {
  const { t } = useLingui();
  const groups = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags?.[0] ?? t({ message: 'Other', context: 'group of API operations' });
      groups.set(tag, [...(groups.get(tag) ?? []), { method, path, op }]);
    }
  }
  return (
    <>
      {[...groups].map(([tag, endpoints]) => (
        <Card key={tag} aria-labelledby={`tag-${tag}`}>
          <CardHeader>
            <CardTitle id={`tag-${tag}`}>{tag}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              {endpoints.map((e) => (
                <Endpoint key={`${e.method} ${e.path}`} {...e} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </>
  );
}

/** Webhook events as the document lists them (docs/webhooks.md). */
function Webhooks({ doc }: { doc: OpenApiDocument }) {
  const events = Object.entries(doc.webhooks ?? {});
  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader>
        <CardTitle id="webhooks-title">
          <Trans>Webhooks</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Events your endpoints receive, signed with your endpoint’s secret.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-slate-500">
            <Trans>No webhook events are published yet.</Trans>
          </p>
        ) : (
          <ul className="grid gap-2">
            {events.map(([name, item]) => {
              const op = Object.values(item as Record<string, Operation>)[0];
              return (
                <li key={name} className="grid gap-1 rounded-lg bg-slate-50 p-3 text-sm">
                  <code className="font-mono text-xs font-semibold">{name}</code>
                  {op?.summary ? (
                    <span className="text-slate-700" translate="no" lang="en">
                      {op.summary}
                    </span>
                  ) : null}
                  {op?.description ? (
                    <span className="text-slate-600" translate="no" lang="en">
                      {inline(op.description)}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The document's version, its base URL and the document itself. */
function Overview({ version, baseUrl }: { version: string; baseUrl: string }) {
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Version {version} · Base URL <code className="font-mono text-xs">{baseUrl}</code> ·{' '}
        <a href="/api/v1/openapi.json" className="font-semibold text-brand-700 hover:underline">
          OpenAPI document
        </a>
      </Trans>
    </p>
  );
}

/** /developers: the API reference, rendered from /api/v1/openapi.json (no hand-copied endpoint list). */
export function DevelopersPage() {
  const doc = useOpenApi();
  const { t } = useLingui();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-extrabold text-slate-900">
        <Trans>Pathway API</Trans>
      </h1>
      <QueryGate
        query={doc}
        loadingLabel={t`Loading the API reference…`}
        errorPrefix={t`We could not load the API reference`}
      >
        {(d) => (
          <>
            <Card>
              <CardContent className="grid gap-3 pt-6">
                <Overview version={d.info.version} baseUrl={d.servers[0]?.url ?? ''} />
                <Guide text={d.info.description} />
              </CardContent>
            </Card>
            <Endpoints doc={d} />
            <Webhooks doc={d} />
          </>
        )}
      </QueryGate>
    </div>
  );
}
