export const maintenanceKeys = {
  all: ['maintenance'] as const,
  mode: () => [...maintenanceKeys.all, 'mode'] as const,
}
