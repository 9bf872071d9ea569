package jvsim.vm.indy;

import jvsim.vm.indy.CallSiteLinker.Generated;
import jvsim.vm.indy.CallSiteLinker.Site;
import org.apache.bcel.Const;
import org.apache.bcel.classfile.Constant;
import org.apache.bcel.classfile.ConstantClass;
import org.apache.bcel.classfile.ConstantDouble;
import org.apache.bcel.classfile.ConstantFloat;
import org.apache.bcel.classfile.ConstantInteger;
import org.apache.bcel.classfile.ConstantLong;
import org.apache.bcel.classfile.ConstantPool;
import org.apache.bcel.classfile.ConstantString;
import org.apache.bcel.generic.ClassGen;
import org.apache.bcel.generic.ConstantPoolGen;
import org.apache.bcel.generic.InstructionConst;
import org.apache.bcel.generic.InstructionFactory;
import org.apache.bcel.generic.InstructionList;
import org.apache.bcel.generic.ObjectType;
import org.apache.bcel.generic.PUSH;
import org.apache.bcel.generic.Type;

/**
 * StringConcatFactory.makeConcatWithConstants / makeConcat: a static method that builds the string
 * with a StringBuilder, argument by argument (String.valueOf semantics for each value).
 */
final class ConcatGenerator {
    static final String METHOD = "concat";
    private static final ObjectType SB = new ObjectType("java.lang.StringBuilder");
    private final Site site;
    private final String className;

    ConcatGenerator(Site site, String className) { this.site = site; this.className = className; }

    Generated generate() {
        ConstantPool cp = site.caller.cp;
        Type[] args = Type.getArgumentTypes(site.desc);
        String recipe;
        int nextConst = 1;
        if (site.bootstrapName.equals("makeConcat")) {
            recipe = "\u0001".repeat(args.length);
        } else {
            recipe = ((ConstantString) cp.getConstant(site.args[0])).getBytes(cp);
        }
        ClassGen cg = new ClassGen(className.replace('/', '.'), "java.lang.Object", "<jvsim concat>",
                Const.ACC_FINAL | Const.ACC_SUPER | Const.ACC_SYNTHETIC, new String[0]);
        cg.setMajor(52);
        ConstantPoolGen cpg = cg.getConstantPool();
        InstructionFactory fac = new InstructionFactory(cg, cpg);
        InstructionList il = new InstructionList();
        il.append(fac.createNew(SB));
        il.append(InstructionConst.DUP);
        il.append(fac.createInvoke("java.lang.StringBuilder", "<init>", Type.VOID, Type.NO_ARGS, Const.INVOKESPECIAL));
        StringBuilder literal = new StringBuilder();
        int arg = 0, slot = 0;
        for (int i = 0; i < recipe.length(); i++) {
            char ch = recipe.charAt(i);
            if (ch == '\u0001' || ch == '\u0002') {
                if (ch == '\u0002') {
                    literal.append(constant(cp, site.args[nextConst++]));
                    continue;
                }
                flush(il, fac, cpg, literal);
                Type t = args[arg++];
                il.append(InstructionFactory.createLoad(t, slot));
                slot += t.getSize();
                append(il, fac, t);
            } else {
                literal.append(ch);
            }
        }
        flush(il, fac, cpg, literal);
        il.append(fac.createInvoke("java.lang.StringBuilder", "toString", Type.STRING, Type.NO_ARGS, Const.INVOKEVIRTUAL));
        il.append(InstructionConst.ARETURN);
        LambdaGenerator.add(cg, cpg, il, Const.ACC_STATIC | Const.ACC_PUBLIC, Type.STRING, args, METHOD);
        return new Generated(className, cg.getJavaClass().getBytes(), METHOD);
    }

    private static void flush(InstructionList il, InstructionFactory fac, ConstantPoolGen cpg, StringBuilder literal) {
        if (literal.length() == 0) return;
        il.append(new PUSH(cpg, literal.toString()));
        append(il, fac, Type.STRING);
        literal.setLength(0);
    }

    /** Appends the value of type t on the stack to the StringBuilder below it (String.valueOf semantics). */
    static void append(InstructionList il, InstructionFactory fac, Type t) {
        Type p;
        switch (t.getType()) {
            case Const.T_BYTE: case Const.T_SHORT: case Const.T_INT: p = Type.INT; break;
            case Const.T_CHAR: p = Type.CHAR; break;
            case Const.T_BOOLEAN: p = Type.BOOLEAN; break;
            case Const.T_LONG: p = Type.LONG; break;
            case Const.T_FLOAT: p = Type.FLOAT; break;
            case Const.T_DOUBLE: p = Type.DOUBLE; break;
            default: p = t.equals(Type.STRING) ? Type.STRING : Type.OBJECT;
        }
        il.append(fac.createInvoke("java.lang.StringBuilder", "append", SB, new Type[]{p}, Const.INVOKEVIRTUAL));
    }

    /** A recipe constant as the text it contributes. */
    private static String constant(ConstantPool cp, int index) {
        Constant k = cp.getConstant(index);
        if (k instanceof ConstantString) return ((ConstantString) k).getBytes(cp);
        if (k instanceof ConstantInteger) return String.valueOf(((ConstantInteger) k).getBytes());
        if (k instanceof ConstantLong) return String.valueOf(((ConstantLong) k).getBytes());
        if (k instanceof ConstantFloat) return String.valueOf(((ConstantFloat) k).getBytes());
        if (k instanceof ConstantDouble) return String.valueOf(((ConstantDouble) k).getBytes());
        if (k instanceof ConstantClass) return "class " + ((ConstantClass) k).getBytes(cp).replace('/', '.');
        throw new jvsim.vm.ThrowNew("java/lang/StringConcatException", "jvsim: unsupported concat constant " + k);
    }
}
