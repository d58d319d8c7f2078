// Being built in this change (issue 6).
export function Component() {
  return null;
}
