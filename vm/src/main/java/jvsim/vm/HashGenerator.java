package jvsim.vm;

/**
 * An identity-hash generator: Marsaglia's xor-shift, as HotSpot's default (hashCode=5). Each
 * thread has one ({@link VmThread#hashes}), and the heap one for objects hashed before any thread
 * runs. Mutable; saved and restored by copying.
 */
final class HashGenerator {
    private int x, y, z, w;

    HashGenerator(int x, int y, int z, int w) { this.x = x; this.y = y; this.z = z; this.w = w; }

    /** The next hash: nonzero and positive. */
    int next() {
        int h;
        do {
            int t = x;
            t ^= (t << 11);
            x = y; y = z; z = w;
            int v = w;
            v = (v ^ (v >>> 19)) ^ (t ^ (t >>> 8));
            w = v;
            h = v & 0x7fffffff;
        } while (h == 0);
        return h;
    }

    HashGenerator copy() { return new HashGenerator(x, y, z, w); }

    void copyFrom(HashGenerator o) { x = o.x; y = o.y; z = o.z; w = o.w; }

    /** The state as one number, for state hashing. */
    long fingerprint() { return ((long) x << 32 ^ y) * 31 + ((long) z << 32 ^ w); }
}
