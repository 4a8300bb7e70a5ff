#!/usr/bin/env python3
# Generates the bytes of functions/src/coaching/safety/meaning/dot-kernel.ts (no WebAssembly
# assembler is installed here, so the module is written opcode by opcode). Run:
#   python3 functions/eval/safety/build-dot-kernel.py
# Builds a tiny WebAssembly module: dots(vectors, matrix, count, rows, dims, out) writes
# out[u*rows + r] = sum_i vectors[u*dims+i] * matrix[r*dims+i], four units at a time (f32x4 SIMD).
import base64
def uleb(n):
    out=bytearray()
    while True:
        b=n&0x7f; n>>=7
        if n: out.append(b|0x80)
        else: out.append(b); return bytes(out)
def sleb(n):
    out=bytearray()
    while True:
        b=n&0x7f; n>>=7
        if (n==0 and not b&0x40) or (n==-1 and b&0x40): out.append(b); return bytes(out)
        out.append(b|0x80)
def section(id, body): return bytes([id])+uleb(len(body))+body
def vec(items): return uleb(len(items))+b''.join(items)
def name(s): return uleb(len(s))+s.encode()
I32=0x7f; V128=0x7b
# params: 0 vectors,1 matrix,2 count,3 rows,4 dims,5 out ; locals: 6 u,7 r,8 i,9 rowptr,10 a0,11 a1,12 a2,13 a3,14 m, 15 v0ptr, 16 stride(bytes of dims)
def lget(i): return b'\x20'+uleb(i)
def lset(i): return b'\x21'+uleb(i)
def ltee(i): return b'\x22'+uleb(i)
def i32c(n): return b'\x41'+sleb(n)
ADD=b'\x6a'; MUL=b'\x6c'; LTS=b'\x48'; GES=b'\x4e'; SHL=b'\x74'
def simd(op): return b'\xfd'+uleb(op)
def load(off=0): return simd(0)+uleb(2)+uleb(off)   # v128.load align=4 bytes
FADD=simd(228); FMUL=simd(230)
def extract(l): return simd(0x1f)+bytes([l])
F32ADD=b'\x92'
def f32store(off=0): return b'\x38'+uleb(2)+uleb(off)
zero=simd(12)+bytes(16)
def block(body): return b'\x02\x40'+body+b'\x0b'
def loop(body): return b'\x03\x40'+body+b'\x0b'
def br_if(d): return b'\x0d'+uleb(d)
def br(d): return b'\x0c'+uleb(d)
def hsum(a): return lget(a)+extract(0)+lget(a)+extract(1)+F32ADD+lget(a)+extract(2)+F32ADD+lget(a)+extract(3)+F32ADD
# stride = dims*4
body = lget(4)+i32c(2)+SHL+lset(16)
# u = 0; loop over units in steps of 4 (count is padded to a multiple of 4 by the caller)
body += i32c(0)+lset(6)
inner_i = (
  # m = load(rowptr + i); v0ptr = vectors + u*stride + i
  lget(9)+lget(8)+ADD+load()+lset(14)+
  lget(0)+lget(6)+lget(16)+MUL+ADD+lget(8)+ADD+lset(15)+
  lget(10)+lget(14)+lget(15)+load()+FMUL+FADD+lset(10)+
  lget(11)+lget(14)+lget(15)+lget(16)+ADD+load()+FMUL+FADD+lset(11)+
  lget(12)+lget(14)+lget(15)+lget(16)+i32c(2)+MUL+ADD+load()+FMUL+FADD+lset(12)+
  lget(13)+lget(14)+lget(15)+lget(16)+i32c(3)+MUL+ADD+load()+FMUL+FADD+lset(13)+
  lget(8)+i32c(16)+ADD+ltee(8)+lget(16)+LTS+br_if(0)
)
def store_unit(k, acc):
  # out[(u+k)*rows + r] = hsum(acc)   address = out + ((u+k)*rows + r)*4
  return lget(5)+lget(6)+i32c(k)+ADD+lget(3)+MUL+lget(7)+ADD+i32c(2)+SHL+ADD+hsum(acc)+f32store()
row_body = (
  lget(1)+lget(7)+lget(16)+MUL+ADD+lset(9)+
  zero+lset(10)+zero+lset(11)+zero+lset(12)+zero+lset(13)+
  i32c(0)+lset(8)+
  loop(inner_i)+
  store_unit(0,10)+store_unit(1,11)+store_unit(2,12)+store_unit(3,13)+
  lget(7)+i32c(1)+ADD+ltee(7)+lget(3)+LTS+br_if(0)
)
unit_body = (
  i32c(0)+lset(7)+
  block(lget(3)+i32c(1)+LTS+br_if(0)+loop(row_body))+
  lget(6)+i32c(4)+ADD+ltee(6)+lget(2)+LTS+br_if(0)
)
body += block(lget(2)+i32c(1)+LTS+br_if(0)+loop(unit_body))
locals = vec([uleb(4)+bytes([I32]), uleb(4)+bytes([V128]), uleb(1)+bytes([V128]), uleb(2)+bytes([I32])])
func = locals+body+b'\x0b'
mod = b'\x00asm\x01\x00\x00\x00'
mod += section(1, vec([b'\x60'+vec([bytes([I32])]*6)+vec([])]))
mod += section(3, vec([uleb(0)]))
mod += section(5, vec([b'\x00'+uleb(1)]))
mod += section(7, vec([name('memory')+b'\x02'+uleb(0), name('dots')+b'\x00'+uleb(0)]))
mod += section(10, vec([uleb(len(func))+func]))
print(base64.b64encode(mod).decode())
