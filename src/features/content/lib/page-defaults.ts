// Built-in texts and images of every editable section (spec section 3). The database rows
// override them one field at a time; these keep every page complete when a row is missing.
// The texts are messages (messages/<locale>/pages.json), read each time they are shown, so a
// page shows them in its own language. One module per page: a page downloads only its own.
export { homeDefaults } from './home-defaults'
export { destinationDefaults } from './destination-defaults'
export { experienceDefaults } from './experience-defaults'
export { aboutDefaults } from './about-defaults'
