package jvsim.natives;

import jvsim.vm.natives.NativeRegistry;

/** StrictMath (pure functions: the host's fdlibm ports give bit-identical results), Float/Double bits. */
final class MathNatives {
    private MathNatives() {}

    static void register(NativeRegistry r) {
        String sm = "java/lang/StrictMath";
        r.register(sm, "sin", "(D)D", c -> c.ret(StrictMath.sin(c.d(0))));
        r.register(sm, "cos", "(D)D", c -> c.ret(StrictMath.cos(c.d(0))));
        r.register(sm, "tan", "(D)D", c -> c.ret(StrictMath.tan(c.d(0))));
        r.register(sm, "asin", "(D)D", c -> c.ret(StrictMath.asin(c.d(0))));
        r.register(sm, "acos", "(D)D", c -> c.ret(StrictMath.acos(c.d(0))));
        r.register(sm, "atan", "(D)D", c -> c.ret(StrictMath.atan(c.d(0))));
        r.register(sm, "exp", "(D)D", c -> c.ret(StrictMath.exp(c.d(0))));
        r.register(sm, "log", "(D)D", c -> c.ret(StrictMath.log(c.d(0))));
        r.register(sm, "log10", "(D)D", c -> c.ret(StrictMath.log10(c.d(0))));
        r.register(sm, "sqrt", "(D)D", c -> c.ret(StrictMath.sqrt(c.d(0))));
        r.register(sm, "cbrt", "(D)D", c -> c.ret(StrictMath.cbrt(c.d(0))));
        r.register(sm, "IEEEremainder", "(DD)D", c -> c.ret(StrictMath.IEEEremainder(c.d(0), c.d(1))));
        r.register(sm, "atan2", "(DD)D", c -> c.ret(StrictMath.atan2(c.d(0), c.d(1))));
        r.register(sm, "pow", "(DD)D", c -> c.ret(StrictMath.pow(c.d(0), c.d(1))));
        r.register(sm, "sinh", "(D)D", c -> c.ret(StrictMath.sinh(c.d(0))));
        r.register(sm, "cosh", "(D)D", c -> c.ret(StrictMath.cosh(c.d(0))));
        r.register(sm, "tanh", "(D)D", c -> c.ret(StrictMath.tanh(c.d(0))));
        r.register(sm, "hypot", "(DD)D", c -> c.ret(StrictMath.hypot(c.d(0), c.d(1))));
        r.register(sm, "expm1", "(D)D", c -> c.ret(StrictMath.expm1(c.d(0))));
        r.register(sm, "log1p", "(D)D", c -> c.ret(StrictMath.log1p(c.d(0))));
        r.register("java/lang/Float", "floatToRawIntBits", "(F)I", c -> c.ret(Float.floatToRawIntBits(c.f(0))));
        r.register("java/lang/Float", "intBitsToFloat", "(I)F", c -> c.ret(Float.intBitsToFloat(c.i(0))));
        r.register("java/lang/Double", "doubleToRawLongBits", "(D)J", c -> c.ret(Double.doubleToRawLongBits(c.d(0))));
        r.register("java/lang/Double", "longBitsToDouble", "(J)D", c -> c.ret(Double.longBitsToDouble(c.j(0))));
    }
}
