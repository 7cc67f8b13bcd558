/** The name phones and laptops of the home network can open: `http://larder.local:9925/`. */
export const mdnsHostName = 'larder.local';
