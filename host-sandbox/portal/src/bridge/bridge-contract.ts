// The portal codes against the console's published bridge contract. Type-only: nothing of the
// console is bundled into the portal, which is why this one import may cross into src/.
/* eslint-disable import/no-restricted-paths -- type-only import of the public contract */
export type {
  ConsoleEvent,
  HostBridge,
  HostMessage,
  LogoutReason,
  MuseumConsoleProps,
} from '../../../../src/shared/host/host-bridge'
/* eslint-enable import/no-restricted-paths */
