/**
 * The 20 signed-in areas in sidebar order. The spec names each twice: `sidebarLabel` is the
 * desktop sidebar's wording, `drawerLabel` the mobile drawer's (part 1 §2). Trusted People
 * (sharing and emergency access, docs/decisions/017) and Letters & Wishes are ours, not the
 * spec's: one wording for both.
 */
export const NAV_ITEMS = [
  { path: '/', sidebarLabel: 'Dashboard', drawerLabel: 'Dashboard' },
  {
    path: '/ai-assistant',
    sidebarLabel: 'AI Financial Assistant',
    drawerLabel: 'AI Financial Assistant',
  },
  { path: '/family', sidebarLabel: 'Family Members', drawerLabel: 'Family Members' },
  {
    path: '/banking',
    sidebarLabel: 'Financial Account Information',
    drawerLabel: 'Banking & Accounts',
  },
  { path: '/investments', sidebarLabel: 'Investments', drawerLabel: 'Investment Portfolio' },
  { path: '/insurance', sidebarLabel: 'Insurance', drawerLabel: 'Insurance Policies' },
  { path: '/real-estate', sidebarLabel: 'Real Estate', drawerLabel: 'Real Estate Holdings' },
  { path: '/documents', sidebarLabel: 'Documents', drawerLabel: 'Document Vault' },
  { path: '/estate-planning', sidebarLabel: 'Estate Planning', drawerLabel: 'Estate Planning' },
  // Ours (issue 29): final wishes and letters, beside the estate plan they complete.
  {
    path: '/letters-and-wishes',
    sidebarLabel: 'Letters & Wishes',
    drawerLabel: 'Letters & Wishes',
  },
  {
    path: '/professional-contacts',
    sidebarLabel: 'Professional Contacts',
    drawerLabel: 'Professional Network',
  },
  {
    path: '/debts-liabilities',
    sidebarLabel: 'Debts & Liabilities',
    drawerLabel: 'Debts & Liabilities',
  },
  {
    path: '/medical-information',
    sidebarLabel: 'Medical Information',
    drawerLabel: 'Medical Records',
  },
  {
    path: '/business-interests',
    sidebarLabel: 'Business Interests',
    drawerLabel: 'Business Interests',
  },
  { path: '/dashboard', sidebarLabel: 'Summary Dashboard', drawerLabel: 'Wealth Summary' },
  { path: '/legacy-planning', sidebarLabel: 'Legacy Planning', drawerLabel: 'Legacy Planning' },
  {
    path: '/financial-analysis',
    sidebarLabel: 'Financial Analysis',
    drawerLabel: 'Financial Analysis',
  },
  {
    path: '/advanced-reporting',
    sidebarLabel: 'Advanced Reporting',
    drawerLabel: 'Executive Reports',
  },
  { path: '/trusted-people', sidebarLabel: 'Trusted People', drawerLabel: 'Trusted People' },
  { path: '/user-guide', sidebarLabel: 'User Guide', drawerLabel: 'User Guide' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];
