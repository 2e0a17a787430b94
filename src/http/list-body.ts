// The list envelope shared by every paginated endpoint: newest first, cursor = last id shown.
export function listBody<Row extends { id: string }>(rows: Row[], hasMore: boolean, view: (row: Row) => unknown) {
  return {
    object: 'list' as const,
    data: rows.map(view),
    has_more: hasMore,
    next_cursor: hasMore ? rows[rows.length - 1]!.id : null,
  };
}
