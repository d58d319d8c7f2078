import type { ApiTagGroup } from './api-model';

/**
 * The groups with only the operations whose method, path, summary, description or tag contain every
 * word of the query (in any case); groups left empty are dropped.
 */
export function filterOperations(groups: readonly ApiTagGroup[], query: string): ApiTagGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      operations: group.operations.filter((operation) => {
        const haystack = [
          operation.method,
          operation.path,
          operation.summary,
          operation.description,
          group.name,
        ]
          .join(' ')
          .toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.operations.length > 0);
}
