/** The nine sample permissions, in list order; times are UTC. */
export const samplePermissions: { name: string; assignedTo: string[]; createdAt: string }[] = [
  { name: 'Management', assignedTo: ['administrator'], createdAt: '2021-04-14T20:43:00Z' },
  {
    name: 'Manage Billing & Roles',
    assignedTo: ['administrator'],
    createdAt: '2021-09-16T17:20:00Z',
  },
  {
    name: 'Add & Remove Users',
    assignedTo: ['administrator', 'manager'],
    createdAt: '2021-10-14T10:20:00Z',
  },
  {
    name: 'Project Planning',
    assignedTo: ['administrator', 'user', 'support'],
    createdAt: '2021-10-14T10:20:00Z',
  },
  {
    name: 'Manage Email Sequences',
    assignedTo: ['administrator', 'user', 'support'],
    createdAt: '2021-08-23T14:00:00Z',
  },
  {
    name: 'Client Communication',
    assignedTo: ['administrator', 'manager'],
    createdAt: '2021-04-15T11:30:00Z',
  },
  {
    name: 'Only View',
    assignedTo: ['administrator', 'restricted-user'],
    createdAt: '2021-12-04T20:15:00Z',
  },
  {
    name: 'Financial Management',
    assignedTo: ['administrator', 'manager'],
    createdAt: '2021-02-25T10:30:00Z',
  },
  {
    // The typographic apostrophe: the sample's name, kept for API compatibility.
    name: 'Manage Others’ Tasks',
    assignedTo: ['administrator', 'support'],
    createdAt: '2021-11-04T11:45:00Z',
  },
];
