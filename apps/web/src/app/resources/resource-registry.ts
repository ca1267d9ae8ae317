/** The pages a resource offers under /resource/:resource. */
export type ResourceView = 'index' | 'create' | 'show' | 'edit';

/**
 * Spec §2: resources seen in the product and the views each has (feedback is create only). The workspace
 * edit page and the user configuration are resource pages too, of the signed-in user's own records.
 */
export const RESOURCES: Record<string, readonly ResourceView[]> = {
  transcriptions: ['index', 'create', 'show', 'edit'],
  public_transcriptions: ['index', 'show'],
  feedback: ['create'],
  workspace: ['edit'],
  user: ['edit'],
};

export function hasResourceView(resource: string | undefined, view: ResourceView): boolean {
  if (!resource || !Object.hasOwn(RESOURCES, resource)) return false;
  return RESOURCES[resource]?.includes(view) ?? false;
}
