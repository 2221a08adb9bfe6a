/** English strings of the "my-status" namespace, loaded with its screens. */
export const en = {
  myStatus: {
    title: 'My status',
    description: 'Your shift and the vehicle you drive now.',
    shift: 'On shift (available for rides)',
    shiftOn: 'You are available for rides.',
    shiftOff: 'You are not available for rides.',
    vehicle: 'Current vehicle',
    chooseVehicle: 'Choose a vehicle',
    noVehicles: 'You have no vehicles yet',
    noVehiclesHint: 'Ask an administrator to add your vehicle.',
    notDriver: 'Only drivers have a shift.',
    saveFailed: 'Your status could not be saved',
    assignments: 'My rides',
    noAssignments: 'No rides assigned to you',
    noAssignmentsHint: 'A ride appears here as soon as it is dispatched to you.',
    conflict: 'Someone else changed this party. The list has been refreshed.',
    actionFailed: 'The ride could not be updated',
    completedToday: 'Completed today',
    noCompleted: 'No completed rides today',
  },
} as const;
