/** How the users' pages say that the user of the address does not exist (the kit's not-found page). */
export const USER_NOT_FOUND = { title: 'users.notFound.title', text: 'users.notFound.text' };
