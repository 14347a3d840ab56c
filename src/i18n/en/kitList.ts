/** What every module's list says the same way (src/views/kit/ListResults.tsx). */
export default {
  'kit.list.refreshing': 'Updating the list…',
  'kit.list.more': 'Load more',
  'kit.list.retry': 'Try again',
  'kit.list.previous': 'Previous',
  'kit.list.next': 'Next',
  'kit.list.seller': 'Seller',
  'kit.list.position': 'Page {page} of {pages}',
} satisfies Record<string, string>;
