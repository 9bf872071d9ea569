package jvsim.vm.natives;

import jvsim.vm.Values;
import jvsim.vm.Vm;
import jvsim.vm.VmMethod;
import jvsim.vm.VmObject;
import jvsim.vm.VmThread;

/**
 * The arguments and result of one native invocation. Arguments are addressed by parameter index,
 * the receiver of an instance method being parameter 0. One instance per thread is reused.
 */
public final class NativeCall {
    public final Vm vm;
    public final VmThread thread;
    public VmMethod method;
    private long[] p;
    private VmObject[] r;
    private int base;
    private int[] paramSlots;
    public long resultP;
    public VmObject resultR;
    /** Set by natives that pushed frames and want to run again once those frames have returned. */
    public boolean reexecute;

    public NativeCall(Vm vm, VmThread thread) { this.vm = vm; this.thread = thread; }

    public void setup(VmMethod m, long[] p, VmObject[] r, int base) {
        this.method = m; this.p = p; this.r = r; this.base = base; this.paramSlots = m.paramSlots;
        resultP = 0; resultR = null; reexecute = false;
    }

    public VmObject o(int param) { return r[base + paramSlots[param]]; }
    public int i(int param) { return (int) p[base + paramSlots[param]]; }
    public boolean z(int param) { return (int) p[base + paramSlots[param]] != 0; }
    public long j(int param) { return p[base + paramSlots[param]]; }
    public float f(int param) { return Values.toFloat(p[base + paramSlots[param]]); }
    public double d(int param) { return Values.toDouble(p[base + paramSlots[param]]); }
    /** The receiver of an instance method. */
    public VmObject self() { return r[base]; }
    /** Host string of a String argument. */
    public String str(int param) { return vm.strings.toHost(o(param)); }

    /**
     * While searching, stops the thread before this native's visible operation on (holder, key):
     * returns true when the native must return at once (it runs again once the scheduler grants
     * the operation), false when it may proceed. {@code what} names the location for traces.
     */
    public boolean point(int kind, VmObject holder, long key, String what) {
        if (!vm.searching || !vm.schedulingPoint(thread, kind, holder, key)) return false;
        thread.pending.what = what;
        reexecute = true;
        return true;
    }

    /** Corrects the kind of the operation being executed, e.g. a failed compare-and-set only reads. */
    public void refine(int kind) {
        if (thread.executing != null) thread.executing.kind = kind;
    }

    public void ret(int v) { resultP = v; }
    public void ret(boolean v) { resultP = v ? 1 : 0; }
    public void ret(long v) { resultP = v; }
    public void ret(float v) { resultP = Values.ofFloat(v); }
    public void ret(double v) { resultP = Values.ofDouble(v); }
    public void ret(VmObject v) { resultR = v; }
    /** Returns a new target string (null for null). */
    public void retString(String s) { resultR = s == null ? null : vm.strings.newString(s); }
}
