/** Page Content is for the roles "admin" and "staff" only (spec section 6). */
export function canManageContent(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'staff'
}
