// Every remote's standalone entry. Async boundary: lets Module Federation negotiate the shared
// singletons before React loads. In the shop, the shell loads a remote's './routes' instead.
import('./remote-bootstrap');
