/**
 * Fills the `{name}` placeholder of the provider guides' shared copy (content/data/cloud-guide.yaml):
 * "Cut your {name} bill" -> "Cut your AWS bill".
 */
export function withName(text: string, name: string): string {
  return text.replaceAll('{name}', name);
}
