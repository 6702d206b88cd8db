/** The vehicles Pathway moves (pricing and trip costs both key on them). */
export const vehicleTypes = ['bobtail', 'bobtail-trailer', 'box-truck', 'trailer'] as const;
export type VehicleType = (typeof vehicleTypes)[number];
