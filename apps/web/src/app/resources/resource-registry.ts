/** The pages a resource offers under /resource/:resource. */
export type ResourceView = 'index' | 'create' | 'show' | 'edit';

/**
 * Spec §2: resources seen in the product and the views each has (feedback is create only). The workspace
 * edit page and the user configuration are resource pages too, of the signed-in user's own records; the
 * workspace's index is where one is created (the spec's workspace requirement leads there).
 */
export const RESOURCES: Record<string, readonly ResourceView[]> = {
  transcriptions: ['index', 'create', 'show', 'edit'],
  public_transcriptions: ['index', 'show'],
  feedback: ['create'],
  workspace: ['index', 'create', 'edit'],
  user: ['edit'],
};

export function hasResourceView(resource: string | undefined, view: ResourceView): boolean {
  if (!resource || !Object.hasOwn(RESOURCES, resource)) return false;
  return RESOURCES[resource]?.includes(view) ?? false;
}
