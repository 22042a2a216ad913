// The operations console's contract (/api/admin/*); further sections are in admin-*.ts beside this folder.
export * from './access';
export * from './members';
export * from './requests';
export * from './jobs';
