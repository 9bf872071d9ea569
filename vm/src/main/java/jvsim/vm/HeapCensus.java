package jvsim.vm;

/** Measures the live part of the target's heap by marking from the roots (statics, threads, strings). */
final class HeapCensus {
    private final Vm vm;
    private long bytes;

    HeapCensus(Vm vm) { this.vm = vm; }

    long liveBytes() {
        Roots.reachable(vm, o -> {
            if (o.isArray()) bytes += 16 + (long) o.length * Heap.elementSize(o.cls.componentKind());
            else bytes += 16 + 8L * (o.p.length + o.r.length);
        });
        return bytes;
    }
}
