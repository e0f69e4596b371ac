export const SAVE_FAILED = 'The leads could not be saved. Please try again.';

/** 'Saved 20 new leads; 5 were already saved' (in 'Hot leads' when that is not the default list). */
export function saveOutcomeMessage(saved: number, alreadySaved: number, listName: string, defaultList: string): string {
  const where = listName && listName !== defaultList ? ` to ${listName}` : '';
  if (!saved && alreadySaved)
    return alreadySaved === 1
      ? `That lead was already saved${where}`
      : `All ${alreadySaved} leads were already saved${where}`;
  const head = `Saved ${saved} new ${saved === 1 ? 'lead' : 'leads'}${where}`;
  if (!alreadySaved) return head;
  return `${head}; ${alreadySaved} ${alreadySaved === 1 ? 'was' : 'were'} already saved`;
}
