// The list envelope shared by every paginated endpoint: newest first, cursor = last id shown.
export function listBody<Row extends { id: string }>(rows: Row[], hasMore: boolean, view: (row: Row) => unknown) {
  return {
    object: 'list' as const,
    data: rows.map(view),
    has_more: hasMore,
    next_cursor: hasMore ? rows[rows.length - 1]!.id : null,
  };
}

/** The same envelope, byte for byte as JSON.stringify writes it, around items already in JSON. */
export function listBodyJson(items: ReadonlyArray<{ id: string; json: string }>, hasMore: boolean): string {
  const cursor = hasMore ? JSON.stringify(items[items.length - 1]!.id) : 'null';
  return `{"object":"list","data":[${items.map((i) => i.json).join(',')}],"has_more":${hasMore},"next_cursor":${cursor}}`;
}
