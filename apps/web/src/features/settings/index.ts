export { SettingsPage } from './settings-page';
export { UserEditPage } from './user-edit-page';
export { WorkspaceEditPage } from './workspace-edit-page';
