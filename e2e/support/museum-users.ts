/** The seeded museum roles' users (password: the username followed by 123). */
export const GATE_CLERK = { username: 'gate', password: 'gate123' }
export const RESERVE_CLERK = { username: 'reserve', password: 'reserve123' }
export const VOLUNTEER_ADMIN = { username: 'voladmin', password: 'voladmin123' }
export const NO_ROLE = { username: 'guide', password: 'guide123' }
